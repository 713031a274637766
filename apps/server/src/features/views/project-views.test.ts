import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueViews, userFavorites } from "../../db/schema";
import { viewsKit } from "./views-test-kit";

describe("project views CRUD", () => {
  it("creates a view with the spec's fields and the project's display defaults", async () => {
    const { m, base, as, stateOf } = await viewsKit();
    const res = await as("member").post(`${base}/views/`, {
      name: " Urgent bugs ",
      description: "What burns",
      filters: { priority: ["urgent"], state: [stateOf("started")] },
      display_filters: { layout: "kanban", group_by: "priority" },
      display_properties: { labels: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({
      workspace: expect.any(String),
      project: m.projectId,
      name: "Urgent bugs",
      description: "What burns",
      access: 0,
      is_locked: false,
      is_favorite: false,
      owned_by: m.member.user.id,
      created_by: m.member.user.id,
      archived_at: null,
      anchor: null,
      logo_props: {},
    });
    expect(view.filters.priority).toEqual(["urgent"]);
    expect(view.filters.state).toEqual([stateOf("started")]);
    expect(view.filters.labels).toBeNull();
    expect(view.display_filters).toMatchObject({
      layout: "kanban",
      group_by: "priority",
      order_by: "sort_order",
      sub_issue: false,
    });
    expect(view.display_properties).toMatchObject({ labels: false, priority: true, state: true });
    expect(typeof view.sort_order).toBe("number");

    const got = await as("guest").get(`${base}/views/${view.id}/`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ ...view, is_favorite: false });
  });

  it("keeps an empty name as it is (the UI shows Untitled) and lists views in creation order", async () => {
    const { base, as, view, listNames } = await viewsKit();
    const untitled = await view({ name: "" });
    expect(untitled.name).toBe("");
    const bare = await as("member").post(`${base}/views/`, {});
    expect(bare.statusCode).toBe(201);
    expect(bare.json().name).toBe("");
    await view({ name: "Third" });
    expect(await listNames("guest")).toEqual(["", "", "Third"]);
  });

  it("applies the role matrix: guests read, members create, outsiders see nothing", async () => {
    const { base, as, statuses, view } = await viewsKit();
    const v = await view();
    expect(await statuses((who) => as(who).get(`${base}/views/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).get(`${base}/views/${v.id}/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).get(`${base}/views/${v.id}/issues/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).post(`${base}/views/`, { name: "x" }))).toEqual([201, 201, 403, 404]);
  });

  it("lets the owner or a project admin change and delete a view, nobody else", async () => {
    const { m, base, as, view, viewUrl, app } = await viewsKit();
    const mine = await view({ name: "Member's" });
    const other = await m.admin.agent.post(`${base}/views/`, { name: "Admin's" });
    const adminView = other.json();
    expect((await as("guest").patch(viewUrl(mine.id), { name: "guest" })).statusCode).toBe(403);
    expect((await as("outsider").patch(viewUrl(mine.id), { name: "outsider" })).statusCode).toBe(404);
    const denied = await as("member").patch(viewUrl(adminView.id), { name: "taken" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatch(/owner or an admin/);
    expect((await as("member").delete(viewUrl(adminView.id))).statusCode).toBe(403);

    const renamed = await as("member").patch(viewUrl(mine.id), { name: "Renamed", filters: { priority: ["high"] } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Renamed", updated_by: m.member.user.id });
    expect(renamed.json().filters.priority).toEqual(["high"]);
    const byAdmin = await as("admin").patch(viewUrl(mine.id), { description: "admin was here" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ name: "Renamed", description: "admin was here", owned_by: m.member.user.id });

    expect((await as("guest").delete(viewUrl(mine.id))).statusCode).toBe(403);
    expect((await as("admin").delete(viewUrl(mine.id))).statusCode).toBe(204);
    expect((await as("member").get(viewUrl(mine.id))).statusCode).toBe(404);
    const [row] = await app.db.select().from(issueViews).where(eq(issueViews.id, mine.id));
    expect(row).toBeUndefined();
  });

  it("merges filters per key and display settings under the display rules", async () => {
    const { base, as, view, viewUrl, stateOf } = await viewsKit();
    const v = await view({
      filters: { priority: ["urgent", "high"], state: [stateOf("backlog")] },
      display_filters: { group_by: "state_id", sub_group_by: "priority" },
    });
    const res = await as("member").patch(viewUrl(v.id), {
      filters: { state: null, labels: ["None"] },
      display_filters: { group_by: null },
      display_properties: { key: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.filters).toMatchObject({ priority: ["urgent", "high"], state: null, labels: ["None"] });
    expect(body.display_filters).toMatchObject({ group_by: null, sub_group_by: null });
    expect(body.display_properties).toMatchObject({ key: false, labels: true });
    const same = await as("member").get(`${base}/views/${v.id}/`);
    expect(same.json().filters).toEqual(body.filters);
  });

  it("refuses bad input with a clear 400 and changes nothing", async () => {
    const { base, as, view, viewUrl, listNames } = await viewsKit();
    const v = await view({ name: "Keep", filters: { priority: ["low"] } });
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: { colour: ["red"] } }, "filters"],
      [{ filters: { priority: ["burning"] } }, "filters.priority"],
      [{ filters: { state: ["not-a-uuid"] } }, "filters.state"],
      [{ access: 2 }, "access"],
      [{ access: "private" }, "access"],
      [{ display_filters: { group_by: "colour" } }, "display_filters.group_by"],
      [{ display_filters: { bogus: true } }, "display_filters"],
      [{ display_properties: { nonsense: true } }, "display_properties"],
      [{ is_locked: "yes" }, "is_locked"],
      [{ name: "x".repeat(256) }, "name"],
      [{ owned_by: "someone" }, ""],
    ];
    for (const [body, field] of cases) {
      const created = await as("member").post(`${base}/views/`, body);
      expect(created.statusCode, JSON.stringify(body)).toBe(400);
      expect(created.json().error).toContain(field);
      const patched = await as("member").patch(viewUrl(v.id), body);
      expect(patched.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await listNames("member")).toEqual(["Keep"]);
    const kept = (await as("member").get(viewUrl(v.id))).json();
    expect(kept.filters.priority).toEqual(["low"]);
    expect(kept.access).toBe(0);
    expect((await as("member").get(`${base}/views/not-a-uuid/`)).statusCode).toBe(404);
    expect((await as("member").patch(`${base}/views/not-a-uuid/`, { name: "x" })).statusCode).toBe(404);
    expect((await as("member").get(`${base}/views/00000000-0000-4000-8000-000000000000/`)).statusCode).toBe(404);
  });

  it("records created, updated and deleted events", async () => {
    const { base, as, view, viewUrl, eventsOf } = await viewsKit();
    const v = await view({ name: "Evented" });
    await as("member").patch(viewUrl(v.id), { name: "Evented 2" });
    await as("member").patch(viewUrl(v.id), { name: "Evented 2" });
    await as("member").delete(viewUrl(v.id));
    const events = await eventsOf("view", v.id);
    expect(events.map((e) => e.action)).toEqual(["created", "updated", "deleted"]);
    expect(events[0].project_id).toBeTruthy();
    expect((events[0].payload as { view: { name: string } }).view.name).toBe("Evented");
    expect(events[1].payload).toMatchObject({ changed: ["name"], view: { name: "Evented 2", is_favorite: false } });
    expect(events[2].payload).toEqual({ id: v.id });
    expect((await as("member").get(`${base}/views/`)).json()).toEqual([]);
  });
});

describe("private views", () => {
  it("shows a private view to its owner only, even to admins it does not exist", async () => {
    const { base, as, view, viewUrl, statuses, listNames } = await viewsKit();
    const secret = await view({ name: "Secret", access: 1 });
    await view({ name: "Open" });
    expect(await listNames("member")).toEqual(["Secret", "Open"]);
    expect(await listNames("admin")).toEqual(["Open"]);
    expect(await listNames("guest")).toEqual(["Open"]);
    expect(await statuses((who) => as(who).get(viewUrl(secret.id)))).toEqual([404, 200, 404, 404]);
    expect((await as("admin").get(`${base}/views/${secret.id}/issues/`)).statusCode).toBe(404);
    expect((await as("admin").patch(viewUrl(secret.id), { name: "x" })).statusCode).toBe(404);
    expect((await as("admin").delete(viewUrl(secret.id))).statusCode).toBe(404);
  });

  it("changes access by PATCH (owner or admin only); going private drops everyone else's favorites", async () => {
    const { m, base, as, view, viewUrl, app, eventsOf } = await viewsKit();
    const v = await view({ name: "Shared" });
    await as("admin").post(`${base}/user-favorite-views/`, { view: v.id });
    await as("member").post(`${base}/user-favorite-views/`, { view: v.id });
    const byOther = await m.admin.agent.post(`${base}/views/`, { name: "Admin's" });
    expect((await as("member").patch(viewUrl(byOther.json().id), { access: 1 })).statusCode).toBe(403);

    const res = await as("member").patch(viewUrl(v.id), { access: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access: 1, is_favorite: true });
    const favorites = await app.db
      .select()
      .from(userFavorites)
      .where(and(eq(userFavorites.entity_type, "view"), eq(userFavorites.entity_identifier, v.id)));
    expect(favorites.map((f) => f.user_id)).toEqual([m.member.user.id]);
    // The owner hears the whole view; everyone else only that the view they had is private now.
    const [toOwner, toOthers] = (await eventsOf("view", v.id)).slice(-2);
    expect(toOwner).toMatchObject({ recipient_id: m.member.user.id, payload: { view: { id: v.id, access: 1 } } });
    expect(toOthers).toMatchObject({ recipient_id: null, payload: { id: v.id, access: 1, changed: ["access"] } });

    expect((await as("member").patch(viewUrl(v.id), { access: 0 })).json().access).toBe(0);
    expect((await as("admin").get(viewUrl(v.id))).json().is_favorite).toBe(false);
  });
});

describe("locked views", () => {
  it("refuses content changes while locked, allows unlocking, and only the owner or admin locks", async () => {
    const { m, base, as, view, viewUrl } = await viewsKit();
    const v = await view({ name: "Steady", filters: { priority: ["high"] } });
    const adminView = (await m.admin.agent.post(`${base}/views/`, { name: "Admin's" })).json();
    expect((await as("member").patch(viewUrl(adminView.id), { is_locked: true })).statusCode).toBe(403);
    expect((await as("guest").post(`${base}/views/${v.id}/lock/`)).statusCode).toBe(403);

    const locked = await as("member").patch(viewUrl(v.id), { is_locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().is_locked).toBe(true);
    for (const body of [{ name: "Changed" }, { filters: { priority: ["low"] } }, { display_filters: { layout: "kanban" } }]) {
      const refused = await as("member").patch(viewUrl(v.id), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json().error).toMatch(/locked.*Unlock/);
      expect((await as("admin").patch(viewUrl(v.id), body)).statusCode).toBe(409);
    }
    const unchanged = (await as("member").get(viewUrl(v.id))).json();
    expect(unchanged).toMatchObject({ name: "Steady", is_locked: true });
    expect(unchanged.filters.priority).toEqual(["high"]);
    expect((await as("member").patch(viewUrl(v.id), { access: 1 })).statusCode).toBe(200);
    expect((await as("member").patch(viewUrl(v.id), { access: 0 })).statusCode).toBe(200);

    const unlocked = await as("admin").patch(viewUrl(v.id), { is_locked: false, name: "Moved on" });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ is_locked: false, name: "Moved on" });

    expect((await as("member").post(`${base}/views/${v.id}/lock/`)).json().is_locked).toBe(true);
    expect((await as("member").delete(`${base}/views/${v.id}/lock/`)).json().is_locked).toBe(false);
  });
});

describe("archived views", () => {
  it("archives out of the list into ?archived=true, drops favorites, and restores", async () => {
    const { base, as, view, viewUrl, listNames, statuses } = await viewsKit();
    const v = await view({ name: "Old" });
    await view({ name: "Current" });
    await as("member").post(`${base}/user-favorite-views/`, { view: v.id });
    expect(await statuses((who) => as(who).post(`${base}/views/${v.id}/archive/`))).toEqual([200, 200, 403, 404]);
    const again = await as("member").post(`${base}/views/${v.id}/archive/`);
    expect(again.json().archived_at).toEqual(expect.any(String));

    expect(await listNames("guest")).toEqual(["Current"]);
    expect(await listNames("guest", "?archived=true")).toEqual(["Old"]);
    const archived = (await as("member").get(viewUrl(v.id))).json();
    expect(archived).toMatchObject({ is_favorite: false, archived_at: expect.any(String) });
    const fav = await as("member").post(`${base}/user-favorite-views/`, { view: v.id });
    expect(fav.statusCode).toBe(400);
    expect(fav.json().error).toMatch(/archived/);
    expect((await as("member").get(`${base}/views/?archived=maybe`)).statusCode).toBe(400);

    expect((await as("guest").delete(`${base}/views/${v.id}/archive/`)).statusCode).toBe(403);
    expect((await as("member").delete(`${base}/views/${v.id}/archive/`)).statusCode).toBe(204);
    expect(await listNames("guest")).toEqual(["Old", "Current"]);
    expect((await as("member").get(viewUrl(v.id))).json().archived_at).toBeNull();
  });
});

describe("view favorites", () => {
  it("is per user, idempotent, needs a Member, and deleting the view removes them", async () => {
    const { m, base, as, view, viewUrl, statuses, app } = await viewsKit();
    const v = await view();
    const res = await as("admin").post(`${base}/user-favorite-views/`, { view: v.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ entity_type: "view", entity_identifier: v.id, entity_data: { name: "A view" } });
    expect(await statuses((who) => as(who).post(`${base}/user-favorite-views/`, { view: v.id }))).toEqual([200, 201, 403, 404]);
    expect((await as("admin").get(viewUrl(v.id))).json().is_favorite).toBe(true);
    expect((await as("guest").get(viewUrl(v.id))).json().is_favorite).toBe(false);
    const listed = (await as("member").get(`${base}/views/`)).json();
    expect(listed[0].is_favorite).toBe(true);

    expect((await as("admin").delete(`${base}/user-favorite-views/${v.id}/`)).statusCode).toBe(204);
    expect((await as("admin").delete(`${base}/user-favorite-views/${v.id}/`)).statusCode).toBe(404);
    expect((await as("admin").get(viewUrl(v.id))).json().is_favorite).toBe(false);
    expect((await as("member").get(viewUrl(v.id))).json().is_favorite).toBe(true);

    const bad = await as("member").post(`${base}/user-favorite-views/`, { view: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("view");
    const missing = await as("member").post(`${base}/user-favorite-views/`, { view: "00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);

    await as("member").delete(viewUrl(v.id));
    const left = await app.db
      .select()
      .from(userFavorites)
      .where(and(eq(userFavorites.entity_type, "view"), eq(userFavorites.entity_identifier, v.id)));
    expect(left).toEqual([]);
    expect(m.member.user.id).toBeTruthy();
  });
});

describe("the views feature switch", () => {
  it("refuses every views call with a clear message while issue_views_view is off", async () => {
    const { base, as, view, viewUrl } = await viewsKit();
    const v = await view({ name: "Before" });
    expect((await as("admin").patch(`${base}/`, { issue_views_view: false })).statusCode).toBe(200);
    const calls = [
      () => as("member").get(`${base}/views/`),
      () => as("member").post(`${base}/views/`, { name: "x" }),
      () => as("member").get(viewUrl(v.id)),
      () => as("member").patch(viewUrl(v.id), { name: "x" }),
      () => as("member").get(`${base}/views/${v.id}/issues/`),
      () => as("member").post(`${base}/user-favorite-views/`, { view: v.id }),
      () => as("member").delete(viewUrl(v.id)),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/Views are turned off/);
    }
    expect((await as("admin").patch(`${base}/`, { issue_views_view: true })).statusCode).toBe(200);
    expect((await as("member").get(viewUrl(v.id))).json().name).toBe("Before");
  });
});
