import { describe, expect, it } from "vitest";
import { createProject, openLive } from "../../test/harness";
import { day, planningKit } from "./planning-test-kit";

describe("cycles CRUD", () => {
  it("creates a cycle with the spec's fields, computed status and empty progress", async () => {
    const { m, base, as } = await planningKit();
    const res = await as("member").post(`${base}/cycles/`, {
      name: "  Sprint 1 ",
      description: "First",
      start_date: day(-2),
      end_date: day(5),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Sprint 1",
      description: "First",
      status: "current",
      start_date: day(-2),
      end_date: day(5),
      owned_by_id: m.member.user.id,
      project_id: m.projectId,
      archived_at: null,
      is_favorite: false,
      progress_snapshot: null,
      total_issues: 0,
      completed_issues: 0,
      total_estimate_points: 0,
      version: 1,
    });
    const got = await as("guest").get(`${base}/cycles/${res.json().id}/`);
    expect(got.statusCode).toBe(200);
    expect(got.json().name).toBe("Sprint 1");
  });

  it("computes status from the dates: past completed, today current, future upcoming, no dates draft", async () => {
    const { base, cycle, as } = await planningKit();
    const past = await cycle({ name: "Past", start_date: day(-20), end_date: day(-11) });
    const current = await cycle({ name: "Now", start_date: day(0), end_date: day(0) });
    const future = await cycle({ name: "Later", start_date: day(10), end_date: day(19) });
    const draft = await cycle({ name: "Someday" });
    expect([past.status, current.status, future.status, draft.status]).toEqual(["completed", "current", "upcoming", "draft"]);
    const endsYesterday = await cycle({ name: "Yesterday", start_date: day(-3), end_date: day(-1) });
    expect(endsYesterday.status).toBe("completed");
    const filtered = await as("guest").get(`${base}/cycles/?cycle_view=upcoming`);
    expect(filtered.json().map((c: { name: string }) => c.name)).toEqual(["Later"]);
  });

  it("lists current first, then upcoming by start date, then drafts by name, then completed", async () => {
    const { base, cycle, as } = await planningKit();
    await cycle({ name: "Done", start_date: day(-30), end_date: day(-21) });
    await cycle({ name: "zeta draft" });
    await cycle({ name: "Far", start_date: day(40), end_date: day(49) });
    await cycle({ name: "Alpha draft" });
    await cycle({ name: "Next", start_date: day(10), end_date: day(19) });
    await cycle({ name: "Now", start_date: day(-5), end_date: day(5) });
    const res = await as("guest").get(`${base}/cycles/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(["Now", "Next", "Far", "Alpha draft", "zeta draft", "Done"]);
  });

  it("refuses bad input naming the field and changes nothing", async () => {
    const { base, as } = await planningKit();
    const cases: [Record<string, unknown>, string][] = [
      [{}, "name"],
      [{ name: "   " }, "name"],
      [{ name: "X", start_date: day(5), end_date: day(1) }, "end_date"],
      [{ name: "X", start_date: day(1) }, "start_date"],
      [{ name: "X", start_date: "2024-02-30", end_date: "2024-03-01" }, "start_date"],
      [{ name: "X", owned_by: "00000000-0000-4000-8000-000000000000" }, "owned_by"],
      [{ name: "X", bogus: 1 }, ""],
    ];
    for (const [body, field] of cases) {
      const res = await as("member").post(`${base}/cycles/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect((await as("admin").get(`${base}/cycles/`)).json()).toEqual([]);
  });

  it("refuses overlapping dated cycles with a clear message, boundaries included", async () => {
    const { base, cycle, as } = await planningKit();
    const first = await cycle({ name: "Sprint A", start_date: day(1), end_date: day(10) });
    const overlap = await as("member").post(`${base}/cycles/`, { name: "B", start_date: day(10), end_date: day(20) });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error).toMatch(/^start_date: .*overlap.*Sprint A/);
    const inside = await as("member").post(`${base}/cycles/`, { name: "C", start_date: day(3), end_date: day(4) });
    expect(inside.statusCode).toBe(400);
    expect((await as("member").post(`${base}/cycles/`, { name: "D", start_date: day(11), end_date: day(20) })).statusCode).toBe(
      201,
    );
    const move = await as("member").patch(`${base}/cycles/${first.id}/`, { end_date: day(12) });
    expect(move.statusCode).toBe(400);
    expect((await as("admin").get(`${base}/cycles/${first.id}/`)).json().end_date).toBe(day(10));
    expect((await as("member").patch(`${base}/cycles/${first.id}/`, { start_date: day(2) })).statusCode).toBe(200);
  });

  it("date-check answers status false when the dates overlap another cycle", async () => {
    const { base, cycle, as, statuses } = await planningKit();
    const a = await cycle({ start_date: day(1), end_date: day(10) });
    const check = (body: Record<string, unknown>) => as("member").post(`${base}/cycles/date-check/`, body);
    expect((await check({ start_date: day(5), end_date: day(15) })).json()).toEqual({ status: false });
    expect((await check({ start_date: day(11), end_date: day(15) })).json()).toEqual({ status: true });
    expect((await check({ start_date: day(5), end_date: day(15), cycle_id: a.id })).json()).toEqual({ status: true });
    const bad = await check({ start_date: day(5), end_date: day(1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("end_date");
    expect((await check({ start_date: "tomorrow", end_date: day(1) })).json().error).toContain("start_date");
    expect(
      await statuses((who) => as(who).post(`${base}/cycles/date-check/`, { start_date: day(20), end_date: day(21) })),
    ).toEqual([200, 200, 403, 404]);
  });

  it("updates fields, but a completed cycle's dates stay fixed", async () => {
    const { m, base, cycle, as } = await planningKit();
    const done = await cycle({ name: "Old", start_date: day(-20), end_date: day(-10) });
    const res = await as("member").patch(`${base}/cycles/${done.id}/`, { end_date: day(3) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^end_date: .*completed/);
    const renamed = await as("member").patch(`${base}/cycles/${done.id}/`, { name: "Old sprint", owned_by: m.admin.user.id });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Old sprint", owned_by_id: m.admin.user.id, end_date: day(-10) });
    const draft = await cycle({ name: "Draft" });
    const dated = await as("member").patch(`${base}/cycles/${draft.id}/`, { start_date: day(30), end_date: day(35) });
    expect(dated.json().status).toBe("upcoming");
    expect((await as("member").patch(`${base}/cycles/${draft.id}/`, { owned_by: m.outsider.user.id })).statusCode).toBe(400);
  });

  it("enforces the role matrix: guests read, members write, outsiders get 404", async () => {
    const { base, cycle, as, statuses } = await planningKit();
    const c = await cycle({ name: "Matrix" });
    expect(await statuses((who) => as(who).get(`${base}/cycles/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).get(`${base}/cycles/${c.id}/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).post(`${base}/cycles/`, { name: `By ${who}` }))).toEqual([201, 201, 403, 404]);
    expect(await statuses((who) => as(who).patch(`${base}/cycles/${c.id}/`, { description: who }))).toEqual([200, 200, 403, 404]);
    expect((await as("guest").delete(`${base}/cycles/${c.id}/`)).statusCode).toBe(403);
    expect((await as("outsider").delete(`${base}/cycles/${c.id}/`)).statusCode).toBe(404);
    expect((await as("member").delete(`${base}/cycles/${c.id}/`)).statusCode).toBe(204);
    expect((await as("admin").get(`${base}/cycles/${c.id}/`)).statusCode).toBe(404);
    expect((await as("admin").get(`${base}/cycles/not-a-uuid/`)).statusCode).toBe(404);
  });

  it("emits live cycle events that reach open sockets of the workspace", async () => {
    const { m, base, cycle, as, eventsOf } = await planningKit();
    const live = await openLive(m.guest.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const c = await cycle({ name: "Live" });
    const heard = await live.waitFor((msg) => msg.event?.entity_type === "cycle" && msg.event.entity_id === c.id);
    expect(heard.event).toMatchObject({
      action: "created",
      project_id: m.projectId,
      payload: { cycle: { name: "Live", status: "draft" } },
    });
    live.ws.terminate();
    await as("member").patch(`${base}/cycles/${c.id}/`, { name: "Live 2" });
    await as("member").delete(`${base}/cycles/${c.id}/`);
    const rows = await eventsOf("cycle", c.id);
    expect(rows.map((e) => e.action)).toEqual(["created", "updated", "deleted"]);
    expect(rows[1].payload).toMatchObject({ cycle: { name: "Live 2" }, changed: ["name"] });
  });
});

describe("archive and favorites", () => {
  it("archives only completed cycles, hides them from lists and favorites, and restores them", async () => {
    const { base, cycle, as, statuses } = await planningKit();
    const done = await cycle({ name: "Done", start_date: day(-20), end_date: day(-10) });
    const now = await cycle({ name: "Now", start_date: day(-1), end_date: day(1) });
    const refused = await as("member").post(`${base}/cycles/${now.id}/archive/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain("completed");
    expect((await as("member").post(`${base}/user-favorite-cycles/`, { cycle: done.id })).statusCode).toBe(201);
    expect((await as("member").get(`${base}/cycles/${done.id}/`)).json().is_favorite).toBe(true);

    expect(await statuses((who) => as(who).post(`${base}/cycles/${done.id}/archive/`))).toEqual([200, 200, 403, 404]);
    const archived = await as("member").post(`${base}/cycles/${done.id}/archive/`);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    expect((await as("member").get(`${base}/cycles/`)).json().map((c: { id: string }) => c.id)).toEqual([now.id]);
    const list = await as("guest").get(`${base}/archived-cycles/`);
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([done.id]);
    const one = await as("member").get(`${base}/archived-cycles/${done.id}/`);
    expect(one.json()).toMatchObject({ id: done.id, is_favorite: false });
    expect(one.json().archived_at).toEqual(archived.json().archived_at);
    expect((await as("member").get(`${base}/archived-cycles/${now.id}/`)).statusCode).toBe(404);
    expect((await as("member").post(`${base}/user-favorite-cycles/`, { cycle: done.id })).statusCode).toBe(400);
    expect((await as("member").delete(`${base}/user-favorite-cycles/${done.id}/`)).statusCode).toBe(404);

    expect((await as("guest").delete(`${base}/cycles/${done.id}/archive/`)).statusCode).toBe(403);
    expect((await as("member").delete(`${base}/cycles/${done.id}/archive/`)).statusCode).toBe(204);
    expect((await as("member").get(`${base}/archived-cycles/`)).json()).toEqual([]);
    expect((await as("admin").get(`${base}/cycles/`)).json()).toHaveLength(2);
  });

  it("favorites are per user and idempotent; unfavoriting removes only the caller's", async () => {
    const { base, cycle, as, statuses } = await planningKit();
    const c = await cycle({ name: "Fav" });
    const res = await as("admin").post(`${base}/user-favorite-cycles/`, { cycle: c.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ entity_type: "cycle", entity_identifier: c.id, entity_data: { name: "Fav" } });
    expect((await as("admin").post(`${base}/user-favorite-cycles/`, { cycle: c.id })).statusCode).toBe(200);
    expect(await statuses((who) => as(who).post(`${base}/user-favorite-cycles/`, { cycle: c.id }))).toEqual([200, 201, 403, 404]);
    expect((await as("member").get(`${base}/cycles/`)).json()[0].is_favorite).toBe(true);
    expect((await as("member").delete(`${base}/user-favorite-cycles/${c.id}/`)).statusCode).toBe(204);
    expect((await as("member").get(`${base}/cycles/`)).json()[0].is_favorite).toBe(false);
    expect((await as("admin").get(`${base}/cycles/`)).json()[0].is_favorite).toBe(true);
    const bad = await as("admin").post(`${base}/user-favorite-cycles/`, { cycle: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("cycle");
  });
});

describe("workspace cycle lists", () => {
  it("active-cycles lists the current cycles of the caller's projects with progress, paginated", async () => {
    const { m, cycle, as } = await planningKit();
    const now = await cycle({ name: "Now", start_date: day(-2), end_date: day(2) });
    await cycle({ name: "Later", start_date: day(5), end_date: day(9) });
    const other = await createProject(m.admin.agent, m.slug);
    const otherCycle = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${other.id}/cycles/`, {
      name: "Other now",
      start_date: day(-1),
      end_date: day(1),
    });
    expect(otherCycle.statusCode).toBe(201);
    const page = await as("admin").get(`/api/workspaces/${m.slug}/active-cycles/?per_page=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      count: 1,
      total_results: 2,
      next_page_results: true,
      next_cursor: "1:1:0",
      total_pages: 2,
    });
    expect(page.json().results[0]).toMatchObject({
      id: now.id,
      status: "current",
      total_issues: 0,
      project_detail: { id: m.projectId },
    });
    const next = await as("admin").get(`/api/workspaces/${m.slug}/active-cycles/?cursor=1:1:0`);
    expect(next.json().results[0].id).toBe(otherCycle.json().id);
    expect(next.json().next_page_results).toBe(false);
    const memberView = await as("member").get(`/api/workspaces/${m.slug}/active-cycles/`);
    expect(memberView.json().results.map((c: { id: string }) => c.id)).toEqual([now.id]);
    expect((await as("outsider").get(`/api/workspaces/${m.slug}/active-cycles/`)).statusCode).toBe(404);
    expect((await as("admin").get(`/api/workspaces/${m.slug}/active-cycles/?cursor=bad`)).statusCode).toBe(400);
  });

  it("workspace cycles lists every non-archived cycle of the caller's projects", async () => {
    const { m, cycle, as } = await planningKit();
    const a = await cycle({ name: "A" });
    const b = await cycle({ name: "B", start_date: day(-2), end_date: day(2) });
    const res = await as("guest").get(`/api/workspaces/${m.slug}/cycles/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
    expect((await as("outsider").get(`/api/workspaces/${m.slug}/cycles/`)).statusCode).toBe(404);
  });
});
