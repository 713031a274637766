import { QUICK_LINKS_MAX } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { snapshot } from "../../lib/bad-input-test-kit";
import { homeKit } from "./home-test-kit";

describe("quick links", () => {
  it("adds, reads, changes and deletes the caller's links; a bare host gets https://, an empty title reads as none", async () => {
    const { ws, link, links, as, m } = await homeKit();
    const docs = await link("member", { title: "  Team docs ", url: "https://docs.example.com/handbook" });
    expect(docs).toMatchObject({
      title: "Team docs",
      url: "https://docs.example.com/handbook",
      owner: m.member.user.id,
    });
    const bare = await link("member", { url: "status.example.org/now" });
    expect(bare).toMatchObject({ title: null, url: "https://status.example.org/now" });
    const blank = await link("member", { url: "http://intranet.local:8080", title: "   " });
    expect(blank).toMatchObject({ title: null, url: "http://intranet.local:8080" });
    expect((await links("member")).map((l) => l.url)).toEqual([
      "https://docs.example.com/handbook",
      "https://status.example.org/now",
      "http://intranet.local:8080",
    ]);

    const one = `${ws}/quick-links/${docs.id}/`;
    expect((await as("member").get(one)).json()).toEqual(docs);
    const renamed = await as("member").patch(one, { title: "Handbook", url: "docs.example.com/v2" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: docs.id, title: "Handbook", url: "https://docs.example.com/v2" });
    const cleared = await as("member").patch(one, { title: null });
    expect(cleared.json()).toMatchObject({ title: null, url: "https://docs.example.com/v2" });

    expect((await as("member").delete(one)).statusCode).toBe(204);
    expect((await as("member").get(one)).json()).toEqual({ error: "Quick link not found" });
    expect((await links("member")).map((l) => l.id)).toEqual([bare.id, blank.id]);
  });

  it("refuses any address but http(s), with a clear message, and stores nothing", async () => {
    const { app, ws, link, links, as } = await homeKit();
    const kept = await link("member", { url: "https://example.com" });
    const before = await snapshot(app);
    const refused: [unknown, string][] = [
      ["javascript:alert(document.cookie)", "url: Invalid URL provided"],
      ["JavaScript:alert(1)", "url: Invalid URL provided"],
      ["ftp://files.example.com/a", "url: Invalid URL provided"],
      ["data:text/html,<script>alert(1)</script>", "url: Invalid URL provided"],
      ["mailto:someone@example.com", "url: Invalid URL provided"],
      ["not a url at all", "url: Invalid URL format"],
      ["http://", "url: Invalid URL format"],
      ["", "url: url is required"],
      [42, "url: url is required"],
    ];
    for (const [url, error] of refused) {
      const res = await as("member").post(`${ws}/quick-links/`, { url, title: "Bad" });
      expect(res.statusCode, `${String(url)}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error });
      const patch = await as("member").patch(`${ws}/quick-links/${kept.id}/`, { url });
      expect(patch.statusCode, `${String(url)}: ${patch.body}`).toBe(400);
    }
    const long = await as("member").post(`${ws}/quick-links/`, { url: "https://example.com", title: "x".repeat(256) });
    expect(long.json()).toEqual({ error: "title: title can be at most 255 characters" });
    const extra = await as("member").post(`${ws}/quick-links/`, { url: "https://example.com", color: "red" });
    expect(extra.statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);
    expect((await links("member")).map((l) => l.url)).toEqual(["https://example.com"]);
  });

  it("is each member's own: another's links are neither listed nor reachable, and stay as they were", async () => {
    const { ws, link, links, as } = await homeKit();
    const admins = await link("admin", { title: "Admin only", url: "https://admin.example.com" });
    const guests = await link("guest", { url: "https://guest.example.com" });
    expect((await links("member")).length).toBe(0);
    expect((await links("guest")).map((l) => l.id)).toEqual([guests.id]);
    const url = `${ws}/quick-links/${admins.id}/`;
    for (const res of [
      await as("member").get(url),
      await as("member").patch(url, { title: "Mine now" }),
      await as("member").delete(url),
      await as("guest").get(url),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Quick link not found" });
    }
    expect((await as("outsider").get(`${ws}/quick-links/`)).statusCode).toBe(404);
    expect((await as("outsider").post(`${ws}/quick-links/`, { url: "https://x.example" })).statusCode).toBe(404);
    expect(await links("admin")).toEqual([admins]);
    expect((await as("member").get(`${ws}/quick-links/not-an-id/`)).statusCode).toBe(404);
  });

  it(`keeps at most ${QUICK_LINKS_MAX} per member and workspace`, async () => {
    const { ws, link, as } = await homeKit();
    for (let i = 0; i < QUICK_LINKS_MAX; i++) await link("member", { url: `https://example.com/${i}` });
    const over = await as("member").post(`${ws}/quick-links/`, { url: "https://example.com/over" });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatch(/at most 50 quick links/);
    await link("admin", { url: "https://example.com/admin" });
  });
});
