import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages } from "../../db/schema";
import { createProject } from "../../test/harness";
import { pagesKit } from "./pages-test-kit";

describe("pages CRUD", () => {
  it("creates a page with the spec's fields, owned by its creator", async () => {
    const { m, base, as, pageUrl } = await pagesKit();
    const res = await as("member").post(`${base}/pages/`, {
      name: " Runbook ",
      description_html: "<p>Restart <strong>the</strong> thing</p>",
      color: "#3f76ff",
      logo_props: { emoji: "1f4d8" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = res.json();
    expect(page).toMatchObject({
      name: "Runbook",
      description_html: "<p>Restart <strong>the</strong> thing</p>",
      color: "#3f76ff",
      label_ids: [],
      owned_by: m.member.user.id,
      access: 0,
      anchor: null,
      logo_props: { emoji: "1f4d8" },
      is_favorite: false,
      is_locked: false,
      archived_at: null,
      project: m.projectId,
      project_ids: [m.projectId],
      team: null,
      parent: null,
      created_by: m.member.user.id,
    });
    const got = await as("admin").get(pageUrl(page.id));
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(page);
  });

  it("keeps an empty name as it is (the UI shows Untitled)", async () => {
    const { base, as } = await pagesKit();
    const bare = await as("member").post(`${base}/pages/`, {});
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ name: "", description_html: "<p></p>" });
  });

  it("sanitizes the HTML it is given", async () => {
    const { page } = await pagesKit();
    const p = await page({ description_html: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:x"></p>' });
    expect(p.description_html).toBe("<p>Hi</p>");
  });

  it("applies the role matrix: members and admins create, everyone in the project reads public pages", async () => {
    const { base, as, statuses, page, pageUrl, setFeatures } = await pagesKit();
    const p = await page();
    expect(await statuses((who) => as(who).post(`${base}/pages/`, { name: "x" }))).toEqual([201, 201, 403, 404]);
    // Guests read pages only where the project lets guests view all features.
    expect(await statuses((who) => as(who).get(pageUrl(p.id)))).toEqual([200, 200, 404, 404]);
    await setFeatures({ guest_view_all_features: true });
    expect(await statuses((who) => as(who).get(pageUrl(p.id)))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).get(`${base}/pages/`))).toEqual([200, 200, 200, 404]);
  });

  it("lets the owner and Members edit a public page, never a Guest", async () => {
    const { as, page, pageUrl, setFeatures } = await pagesKit();
    await setFeatures({ guest_view_all_features: true });
    const mine = await page({ name: "Mine" }, "admin");
    const res = await as("member").patch(pageUrl(mine.id), { name: "Renamed", color: "#112233", logo_props: { emoji: "x" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed", color: "#112233", logo_props: { emoji: "x" } });
    const guest = await as("guest").patch(pageUrl(mine.id), { name: "guest" });
    expect(guest.statusCode).toBe(403);
    expect((await as("admin").get(pageUrl(mine.id))).json().name).toBe("Renamed");
    expect((await as("outsider").patch(pageUrl(mine.id), { name: "x" })).statusCode).toBe(404);
  });

  it("deletes a page for its owner or an admin only; sub-pages come to the top", async () => {
    const { as, page, pageUrl, statuses, app } = await pagesKit();
    const parent = await page({ name: "Parent" }, "admin");
    const child = await page({ name: "Child", parent: parent.id });
    const deny = await as("member").delete(pageUrl(parent.id));
    expect(deny.statusCode).toBe(403);
    expect(deny.json().error).toMatch(/owner or an admin/);
    expect(await statuses((who) => as(who).delete(pageUrl("00000000-0000-4000-8000-000000000000")))).toEqual([
      404, 404, 404, 404,
    ]);
    expect((await as("admin").delete(pageUrl(parent.id))).statusCode).toBe(204);
    expect((await as("admin").get(pageUrl(parent.id))).statusCode).toBe(404);
    expect((await as("member").get(pageUrl(child.id))).json().parent).toBeNull();
    expect((await as("member").delete(pageUrl(child.id))).statusCode).toBe(204);
    expect(await app.db.select().from(pages).where(eq(pages.id, child.id))).toEqual([]);
  });

  it("answers bad input with 400 and changes nothing", async () => {
    const { base, as, page, pageUrl } = await pagesKit();
    const p = await page({ name: "Stable" });
    const bad = [
      () => as("member").post(`${base}/pages/`, { name: "x".repeat(256) }),
      () => as("member").post(`${base}/pages/`, { access: 2 }),
      () => as("member").post(`${base}/pages/`, { color: "red" }),
      () => as("member").post(`${base}/pages/`, { surprise: true }),
      () => as("member").post(`${base}/pages/`, { parent: "not-a-uuid" }),
      () => as("member").patch(pageUrl(p.id), { name: 5 }),
      () => as("member").patch(pageUrl(p.id), { access: 1 }),
      () => as("member").patch(pageUrl(p.id), { name: "a\u0000b" }),
      () => as("member").post(pageUrl(p.id, "access/"), { access: "private" }),
      () => as("member").patch(pageUrl(p.id, "description/"), { description_binary: "AAAA" }),
      () =>
        as("member").patch(pageUrl(p.id, "description/"), { description_html: "<p>x</p>", description_binary: "not base64!" }),
      () => as("member").get(`${base}/pages/?order_by=size`),
      () => as("member").get(`${base}/pages/?created_at__gte=2024-02-30`),
      () => as("member").get(`${base}/pages/?owned_by=someone`),
      () => as("member").get(`${base}/pages/?type=others`),
    ];
    for (const call of bad) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    const after = (await as("member").get(pageUrl(p.id))).json();
    expect(after).toMatchObject({ name: "Stable", access: 0, description_html: "<p></p>" });
    const names = (await as("member").get(`${base}/pages/`)).json().map((x: { name: string }) => x.name);
    expect(names).toEqual(["Stable"]);
  });
});

describe("nested pages", () => {
  it("nests a page under another of the same project and refuses cycles", async () => {
    const { m, as, page, pageUrl } = await pagesKit();
    const top = await page({ name: "Top" });
    const mid = await page({ name: "Mid", parent: top.id });
    const leaf = await page({ name: "Leaf", parent: mid.id });
    expect(leaf.parent).toBe(mid.id);

    const cycle = await as("member").patch(pageUrl(top.id), { parent: leaf.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error).toMatch(/sub-pages/);
    expect((await as("member").patch(pageUrl(top.id), { parent: top.id })).statusCode).toBe(400);
    expect((await as("member").get(pageUrl(top.id))).json().parent).toBeNull();

    const other = await createProject(m.admin.agent, m.slug);
    const foreign = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${other.id}/pages/`, { name: "Elsewhere" });
    const refused = await as("admin").patch(pageUrl(leaf.id), { parent: foreign.json().id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/page of this project/);

    const moved = await as("member").patch(pageUrl(leaf.id), { parent: null });
    expect(moved.json().parent).toBeNull();
  });

  it("does not nest under a private page of someone else", async () => {
    const { base, as, page } = await pagesKit();
    const hidden = await page({ name: "Admin's own", access: 1 }, "admin");
    const res = await as("member").post(`${base}/pages/`, { name: "x", parent: hidden.id });
    expect(res.statusCode).toBe(400);
  });
});
