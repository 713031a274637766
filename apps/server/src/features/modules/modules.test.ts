import { MODULE_ORDER_OPTIONS } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { planningKit } from "../cycles/planning-test-kit";

describe("modules CRUD", () => {
  it("creates a module with lead, members, status and dates", async () => {
    const { m, base, as } = await planningKit();
    const res = await as("member").post(`${base}/modules/`, {
      name: "Auth",
      description: "Sign in things",
      status: "planned",
      lead: m.member.user.id,
      members: [m.admin.user.id, m.guest.user.id],
      start_date: "2026-01-01",
      target_date: "2026-02-01",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Auth",
      description: "Sign in things",
      status: "planned",
      lead_id: m.member.user.id,
      start_date: "2026-01-01",
      target_date: "2026-02-01",
      project_id: m.projectId,
      archived_at: null,
      is_favorite: false,
      total_issues: 0,
      completed_issues: 0,
      total_estimate_points: 0,
      link_module: [],
    });
    expect([...res.json().member_ids].sort()).toEqual([m.admin.user.id, m.guest.user.id].sort());
    const defaults = await as("admin").post(`${base}/modules/`, { name: "Bare" });
    expect(defaults.json()).toMatchObject({
      status: "backlog",
      lead_id: null,
      member_ids: [],
      start_date: null,
      target_date: null,
    });
    expect((await as("guest").get(`${base}/modules/${res.json().id}/`)).json().name).toBe("Auth");
  });

  it("refuses bad input naming the field, and duplicate names with 409", async () => {
    const { m, base, as, module } = await planningKit();
    await module({ name: "Taken" });
    const cases: [Record<string, unknown>, string, number][] = [
      [{}, "name", 400],
      [{ name: "X", status: "done" }, "status", 400],
      [{ name: "X", lead: m.outsider.user.id }, "lead", 400],
      [{ name: "X", members: [m.member.user.id, m.outsider.user.id] }, "members", 400],
      [{ name: "X", start_date: "2026-03-01", target_date: "2026-02-01" }, "target_date", 400],
      [{ name: "X", target_date: "01/02/2026" }, "target_date", 400],
      [{ name: "taken" }, "name", 409],
    ];
    for (const [body, field, status] of cases) {
      const res = await as("member").post(`${base}/modules/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toContain(field);
    }
    expect((await as("admin").get(`${base}/modules/`)).json().map((x: { name: string }) => x.name)).toEqual(["Taken"]);
  });

  it("PATCH changes what it names; PUT replaces; checks stay on", async () => {
    const { m, base, as, module, eventsOf } = await planningKit();
    const mod = await module({ name: "Core", lead: m.admin.user.id, members: [m.member.user.id], start_date: "2026-01-01" });
    await module({ name: "Other" });
    const patched = await as("member").patch(`${base}/modules/${mod.id}/`, { status: "in-progress", members: [m.guest.user.id] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      status: "in-progress",
      member_ids: [m.guest.user.id],
      lead_id: m.admin.user.id,
      name: "Core",
    });
    expect((await eventsOf("module", mod.id)).at(-1)?.payload).toMatchObject({ changed: ["status", "member_ids"] });
    const early = await as("member").patch(`${base}/modules/${mod.id}/`, { target_date: "2025-12-01" });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(/^target_date: /);
    expect((await as("member").patch(`${base}/modules/${mod.id}/`, { name: "OTHER" })).statusCode).toBe(409);
    expect((await as("member").patch(`${base}/modules/${mod.id}/`, { lead: m.outsider.user.id })).statusCode).toBe(400);
    const put = await as("member").put(`${base}/modules/${mod.id}/`, { name: "Core 2", status: "paused" });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: "Core 2",
      status: "paused",
      lead_id: null,
      member_ids: [],
      start_date: null,
      description: "",
    });
    expect((await as("member").put(`${base}/modules/${mod.id}/`, { status: "paused" })).statusCode).toBe(400);
    expect((await as("admin").get(`${base}/modules/${mod.id}/`)).json().name).toBe("Core 2");
  });

  it("enforces the role matrix: guests read, members write, outsiders get 404", async () => {
    const { base, as, module, statuses } = await planningKit();
    const mod = await module({ name: "Roles" });
    expect(await statuses((who) => as(who).get(`${base}/modules/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).get(`${base}/modules/${mod.id}/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).post(`${base}/modules/`, { name: `By ${who}` }))).toEqual([201, 201, 403, 404]);
    expect(await statuses((who) => as(who).patch(`${base}/modules/${mod.id}/`, { description: who }))).toEqual([
      200, 200, 403, 404,
    ]);
    expect(await statuses((who) => as(who).put(`${base}/modules/${mod.id}/`, { name: "Roles" }))).toEqual([200, 200, 403, 404]);
    expect((await as("guest").delete(`${base}/modules/${mod.id}/`)).statusCode).toBe(403);
    expect((await as("member").delete(`${base}/modules/${mod.id}/`)).statusCode).toBe(204);
    expect((await as("member").get(`${base}/modules/${mod.id}/`)).statusCode).toBe(404);
    expect((await as("member").delete(`${base}/modules/${mod.id}/`)).statusCode).toBe(404);
  });
});

describe("module list order", () => {
  it("orders by name by default and by every spec option, a leading minus reversing", async () => {
    const { base, as, module, issue, stateOf } = await planningKit();
    const a = await module({ name: "alpha", target_date: "2026-05-01" });
    const b = await module({ name: "Beta", target_date: "2026-03-01" });
    const c = await module({ name: "gamma" });
    const done = await issue({ state_id: stateOf("completed") });
    const open1 = await issue();
    const open2 = await issue();
    await as("member").post(`${base}/modules/${b.id}/issues/`, { issues: [done.id] });
    await as("member").post(`${base}/modules/${c.id}/issues/`, { issues: [done.id, open1.id, open2.id] });
    await as("member").post(`${base}/modules/${a.id}/issues/`, { issues: [open1.id, open2.id] });
    await as("member").patch(`${base}/modules/${a.id}/`, { sort_order: 1 });
    const names = async (q = "") => (await as("guest").get(`${base}/modules/${q}`)).json().map((x: { name: string }) => x.name);
    expect(await names()).toEqual(["alpha", "Beta", "gamma"]);
    expect(await names("?order_by=-name")).toEqual(["gamma", "Beta", "alpha"]);
    expect(await names("?order_by=progress")).toEqual(["alpha", "gamma", "Beta"]);
    expect(await names("?order_by=-progress")).toEqual(["Beta", "gamma", "alpha"]);
    expect(await names("?order_by=issues_length")).toEqual(["Beta", "alpha", "gamma"]);
    expect(await names("?order_by=-issues_length")).toEqual(["gamma", "alpha", "Beta"]);
    expect(await names("?order_by=target_date")).toEqual(["Beta", "alpha", "gamma"]);
    expect(await names("?order_by=-target_date")).toEqual(["alpha", "Beta", "gamma"]);
    expect(await names("?order_by=created_at")).toEqual(["alpha", "Beta", "gamma"]);
    expect(await names("?order_by=-created_at")).toEqual(["gamma", "Beta", "alpha"]);
    expect(await names("?order_by=sort_order")).toEqual(["alpha", "Beta", "gamma"]);
    expect(await names("?order_by=-sort_order")).toEqual(["gamma", "Beta", "alpha"]);
    expect(MODULE_ORDER_OPTIONS).toHaveLength(6);
    const bad = await as("guest").get(`${base}/modules/?order_by=random`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("order_by");
  });

  it("counts issues per state group in the list", async () => {
    const { base, as, module, issue, stateOf } = await planningKit();
    const mod = await module({ name: "Counts" });
    const ids = [];
    for (const group of ["backlog", "started", "started", "completed", "cancelled"])
      ids.push((await issue({ state_id: stateOf(group) })).id);
    await as("member").post(`${base}/modules/${mod.id}/issues/`, { issues: ids });
    expect((await as("guest").get(`${base}/modules/`)).json()[0]).toMatchObject({
      total_issues: 5,
      backlog_issues: 1,
      unstarted_issues: 0,
      started_issues: 2,
      completed_issues: 1,
      cancelled_issues: 1,
    });
  });
});

describe("module archive and favorites", () => {
  it("archives only completed or canceled modules, hiding them from lists and favorites", async () => {
    const { m, base, as, module, statuses } = await planningKit();
    const open = await module({ name: "Open" });
    const done = await module({ name: "Done", status: "completed" });
    const refused = await as("member").post(`${base}/modules/${open.id}/archive/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^status: /);
    expect((await as("member").post(`${base}/user-favorite-modules/`, { module: done.id })).statusCode).toBe(201);
    expect(await statuses((who) => as(who).post(`${base}/modules/${done.id}/archive/`))).toEqual([200, 200, 403, 404]);
    const again = await as("member").post(`${base}/modules/${done.id}/archive/`);
    expect(again.json().archived_at).toEqual(expect.any(String));
    expect((await as("member").get(`${base}/modules/`)).json().map((x: { id: string }) => x.id)).toEqual([open.id]);
    expect((await as("guest").get(`${base}/archived-modules/`)).json().map((x: { id: string }) => x.id)).toEqual([done.id]);
    expect((await as("member").get(`${base}/archived-modules/${done.id}/`)).json()).toMatchObject({
      id: done.id,
      is_favorite: false,
    });
    expect((await as("member").get(`${base}/archived-modules/${open.id}/`)).statusCode).toBe(404);
    expect((await as("member").get(`/api/workspaces/${m.slug}/modules/`)).json().map((x: { id: string }) => x.id)).toEqual([
      open.id,
    ]);
    expect((await as("member").post(`${base}/user-favorite-modules/`, { module: done.id })).statusCode).toBe(400);
    expect((await as("guest").delete(`${base}/modules/${done.id}/archive/`)).statusCode).toBe(403);
    expect((await as("member").delete(`${base}/modules/${done.id}/archive/`)).statusCode).toBe(204);
    expect((await as("member").get(`${base}/modules/`)).json()).toHaveLength(2);
  });

  it("favorites are per user, idempotent, and removable", async () => {
    const { base, as, module, statuses } = await planningKit();
    const mod = await module({ name: "Fav" });
    const res = await as("admin").post(`${base}/user-favorite-modules/`, { module: mod.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ entity_type: "module", entity_identifier: mod.id, entity_data: { name: "Fav" } });
    expect(await statuses((who) => as(who).post(`${base}/user-favorite-modules/`, { module: mod.id }))).toEqual([
      200, 201, 403, 404,
    ]);
    expect((await as("admin").get(`${base}/modules/${mod.id}/`)).json().is_favorite).toBe(true);
    expect((await as("guest").get(`${base}/modules/${mod.id}/`)).json().is_favorite).toBe(false);
    expect((await as("admin").delete(`${base}/user-favorite-modules/${mod.id}/`)).statusCode).toBe(204);
    expect((await as("admin").delete(`${base}/user-favorite-modules/${mod.id}/`)).statusCode).toBe(404);
    expect((await as("member").get(`${base}/modules/${mod.id}/`)).json().is_favorite).toBe(true);
  });

  it("the workspace modules list spans the caller's projects; outsiders get 404", async () => {
    const { m, as, module } = await planningKit();
    const mod = await module({ name: "WS" });
    expect((await as("guest").get(`/api/workspaces/${m.slug}/modules/`)).json().map((x: { id: string }) => x.id)).toEqual([
      mod.id,
    ]);
    expect((await as("outsider").get(`/api/workspaces/${m.slug}/modules/`)).statusCode).toBe(404);
  });
});
