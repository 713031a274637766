import { SORT_ORDER_STEP, type Sticky, type StickyPage } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stickies } from "../../db/schema";
import { getTestContext, type LiveMessage, openLive, roleMatrix, type SignedIn } from "../../test/harness";

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const url = `/api/workspaces/${m.slug}/stickies/`;
  const one = (id: string) => `${url}${id}/`;
  const create = async (who: SignedIn, body: Record<string, unknown> = {}): Promise<Sticky> => {
    const res = await who.agent.post(url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const page = async (who: SignedIn, query = ""): Promise<StickyPage> => {
    const res = await who.agent.get(`${url}${query ? `?${query}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = async (who: SignedIn, query = "") => (await page(who, query)).results.map((s) => s.name);
  const stored = async (id: string) => (await app.db.select().from(stickies).where(eq(stickies.id, id)))[0];
  return { app, m, url, one, create, page, names, stored };
}

describe("stickies", () => {
  it("creates a sticky on top of the owner's list, sanitizing its body", async () => {
    const { m, create, names, stored } = await setup();
    const first = await create(m.member, { name: "Groceries" });
    expect(first).toMatchObject({
      name: "Groceries",
      description_html: "<p></p>",
      description_stripped: "",
      background_color: "gray",
      sort_order: SORT_ORDER_STEP,
      owner: m.member.user.id,
    });
    const second = await create(m.member, {
      name: "  Call  ",
      description_html: '<p onclick="x()">Ring <strong>Ann</strong></p><script>alert(1)</script>',
      background_color: "peach",
    });
    expect(second).toMatchObject({
      name: "Call",
      description_html: "<p>Ring <strong>Ann</strong></p>",
      description_stripped: "Ring Ann",
      background_color: "peach",
      sort_order: 2 * SORT_ORDER_STEP,
    });
    expect((await stored(second.id))?.description_html).toBe("<p>Ring <strong>Ann</strong></p>");
    expect(await names(m.member)).toEqual(["Call", "Groceries"]);
  });

  it("an empty body is allowed: quick create starts with a blank note", async () => {
    const { m, create } = await setup();
    expect(await create(m.guest)).toMatchObject({ name: "", background_color: "gray", owner: m.guest.user.id });
  });

  it("searches name and body text case-insensitively, with % and _ taken literally", async () => {
    const { m, create, names } = await setup();
    await create(m.member, { name: "Release checklist" });
    await create(m.member, { name: "Ideas", description_html: "<p>Ship the RELEASE notes</p>" });
    await create(m.member, { name: "Lunch", description_html: "<p>soup</p>" });
    await create(m.member, { name: "100% done" });
    expect(await names(m.member, "query=release")).toEqual(["Ideas", "Release checklist"]);
    expect(await names(m.member, "query=SOUP")).toEqual(["Lunch"]);
    expect(await names(m.member, `query=${encodeURIComponent("0%")}`)).toEqual(["100% done"]);
    expect(await names(m.member, "query=_")).toEqual([]);
    // Another member's search never reaches the owner's notes.
    await create(m.admin, { name: "Admin release plan" });
    expect(await names(m.member, "query=release")).toEqual(["Ideas", "Release checklist"]);
  });

  it("pages through the list with the cursor envelope", async () => {
    const { m, create, page } = await setup();
    for (const n of [1, 2, 3, 4, 5]) await create(m.member, { name: `Note ${n}` });
    const first = await page(m.member, "per_page=2");
    expect(first.results.map((s) => s.name)).toEqual(["Note 5", "Note 4"]);
    expect(first).toMatchObject({
      next_cursor: "2:1:0",
      next_page_results: true,
      prev_page_results: false,
      count: 2,
      total_count: 5,
      total_results: 5,
      total_pages: 3,
    });
    const second = await page(m.member, `cursor=${first.next_cursor}`);
    expect(second.results.map((s) => s.name)).toEqual(["Note 3", "Note 2"]);
    const last = await page(m.member, `cursor=${second.next_cursor}`);
    expect(last.results.map((s) => s.name)).toEqual(["Note 1"]);
    expect(last).toMatchObject({ next_page_results: false, prev_page_results: true, count: 1 });
  });

  it("patches name, body and color, and reorders by the neighbours' midpoint", async () => {
    const { m, one, create, names, stored } = await setup();
    const a = await create(m.member, { name: "A" });
    const b = await create(m.member, { name: "B" });
    const c = await create(m.member, { name: "C" });
    expect(await names(m.member)).toEqual(["C", "B", "A"]);

    const res = await m.member.agent.patch(one(a.id), {
      name: "A2",
      description_html: "<p>body <em>here</em></p>",
      background_color: "dark_blue",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "A2", description_stripped: "body here", background_color: "dark_blue" });
    expect(await stored(a.id)).toMatchObject({ name: "A2", description_html: "<p>body <em>here</em></p>" });

    // A moves between C and B.
    const moved = await m.member.agent.patch(one(a.id), { sort_order: (c.sort_order + b.sort_order) / 2 });
    expect(moved.json().sort_order).toBe((c.sort_order + b.sort_order) / 2);
    expect(await names(m.member)).toEqual(["C", "A2", "B"]);
    const got = await m.member.agent.get(one(a.id));
    expect(got.json()).toMatchObject({ id: a.id, name: "A2" });
  });

  it("renumbers the list when a reorder leaves neighbours too close to split", async () => {
    const { m, one, create, names, page } = await setup();
    const a = await create(m.member, { name: "A", sort_order: 1 });
    await create(m.member, { name: "B", sort_order: 2 });
    expect((await page(m.member)).results.map((s) => s.sort_order)).toEqual([2, 1]);
    await m.member.agent.patch(one(a.id), { sort_order: 2 - 1e-9 });
    expect(await names(m.member)).toEqual(["B", "A"]);
    const orders = (await page(m.member)).results.map((s) => s.sort_order);
    expect(orders).toEqual([2 * SORT_ORDER_STEP, SORT_ORDER_STEP]);
  });

  it("deletes a sticky", async () => {
    const { m, one, create, names, stored } = await setup();
    const a = await create(m.member, { name: "Gone" });
    await create(m.member, { name: "Kept" });
    const res = await m.member.agent.delete(one(a.id));
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored(a.id)).toBeUndefined();
    expect(await names(m.member)).toEqual(["Kept"]);
    expect((await m.member.agent.get(one(a.id))).statusCode).toBe(404);
  });

  it("is private to its owner: another member, a guest and an admin get 404 and see nothing", async () => {
    const { m, one, create, page, stored } = await setup();
    const mine = await create(m.member, { name: "Private thoughts", description_html: "<p>secret</p>" });
    for (const other of [m.admin, m.guest]) {
      expect((await m.member.agent.get(one(mine.id))).statusCode).toBe(200);
      expect((await other.agent.get(one(mine.id))).statusCode).toBe(404);
      expect((await other.agent.patch(one(mine.id), { name: "Hijacked" })).statusCode).toBe(404);
      expect((await other.agent.delete(one(mine.id))).statusCode).toBe(404);
      const list = await page(other, "query=secret");
      expect(list.results).toEqual([]);
      expect(list.total_results).toBe(0);
      expect((await page(other)).results.map((s) => s.id)).not.toContain(mine.id);
    }
    // Someone outside the workspace does not even find the workspace.
    expect((await m.outsider.agent.get(one(mine.id))).statusCode).toBe(404);
    expect((await m.outsider.agent.get(`/api/workspaces/${m.slug}/stickies/`)).statusCode).toBe(404);
    expect(await stored(mine.id)).toMatchObject({ name: "Private thoughts", description_html: "<p>secret</p>" });
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { m, url, one, create, stored, names } = await setup();
    const a = await create(m.member, { name: "Steady", background_color: "green" });
    const bad: Record<string, unknown>[] = [
      { background_color: "neon" },
      { background_color: "#ff0000" },
      { name: "x".repeat(256) },
      { name: 42 },
      { description_html: "x".repeat(100_001) },
      { sort_order: "top" },
      { owner: m.admin.user.id },
      { name: "nul\u0000" },
    ];
    for (const body of bad) {
      const res = await m.member.agent.patch(one(a.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
      expect((await m.member.agent.post(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await stored(a.id)).toMatchObject({ name: "Steady", background_color: "green", owner_id: m.member.user.id });
    expect(await names(m.member)).toEqual(["Steady"]);
    for (const query of ["cursor=abc", "per_page=0", "per_page=101", `query=${"q".repeat(256)}`]) {
      expect((await m.member.agent.get(`${url}?${query}`)).statusCode, query).toBe(400);
    }
    expect((await m.member.agent.get(one("not-a-uuid"))).statusCode).toBe(404);
  });

  it("live events reach the owner's other screens only", async () => {
    const { m, one, create } = await setup();
    const isSticky = (msg: LiveMessage) => msg.event?.entity_type === "sticky";
    const owner = await openLive(m.member.agent, m.slug);
    const admin = await openLive(m.admin.agent, m.slug);
    const guest = await openLive(m.guest.agent, m.slug);
    await Promise.all([owner, admin, guest].map((l) => l.waitFor((msg) => msg.type === "ready")));

    const s = await create(m.member, { name: "Live note" });
    const created = await owner.waitFor((msg) => isSticky(msg) && msg.event?.action === "created");
    expect(created.event).toMatchObject({ entity_id: s.id, project_id: null });
    expect(created.event?.payload.sticky).toMatchObject({ id: s.id, name: "Live note" });

    await m.member.agent.patch(one(s.id), { name: "Live note 2" });
    const updated = await owner.waitFor((msg) => isSticky(msg) && msg.event?.action === "updated");
    expect(updated.event?.payload).toMatchObject({ sticky: { name: "Live note 2" }, changed: ["name"] });

    await m.member.agent.delete(one(s.id));
    await owner.waitFor((msg) => isSticky(msg) && msg.event?.action === "deleted");

    // The others' sockets hear a later change of their own, and never the member's sticky.
    const adminNote = await create(m.admin, { name: "Admin note" });
    await admin.waitFor((msg) => isSticky(msg) && msg.event?.entity_id === adminNote.id);
    const guestNote = await create(m.guest, { name: "Guest note" });
    await guest.waitFor((msg) => isSticky(msg) && msg.event?.entity_id === guestNote.id);
    expect(admin.messages.filter(isSticky).map((msg) => msg.event?.entity_id)).toEqual([adminNote.id]);
    expect(guest.messages.filter(isSticky).map((msg) => msg.event?.entity_id)).toEqual([guestNote.id]);
    expect(owner.messages.filter(isSticky).map((msg) => msg.event?.entity_id)).not.toContain(adminNote.id);

    // A reconnecting admin catching up hears nothing of the member's stickies either.
    const catchUp = await openLive(m.admin.agent, m.slug, 0);
    await catchUp.waitFor((msg) => msg.type === "ready");
    expect(catchUp.messages.filter(isSticky).map((msg) => msg.event?.entity_id)).toEqual([adminNote.id]);
    for (const live of [owner, admin, guest, catchUp]) live.ws.terminate();
  });
});
