import { describe, expect, it } from "vitest";
import { planningKit } from "../cycles/planning-test-kit";

async function workspaceKit() {
  const kit = await planningKit();
  const ws = `/api/workspaces/${kit.m.slug}`;
  const view = async (body: Record<string, unknown> = {}, who: "admin" | "member" = "member") => {
    const res = await kit.as(who).post(`${ws}/views/`, { name: "A view", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [k: string]: unknown };
  };
  const listNames = async (who: "admin" | "member" | "guest", query = "") =>
    ((await kit.as(who).get(`${ws}/views/${query}`)).json() as { name: string }[]).map((v) => v.name);
  return { ...kit, ws, view, listNames };
}

describe("workspace views", () => {
  it("creates through views/ or workspace-views/ with the workspace display defaults", async () => {
    const { m, ws, as, statuses } = await workspaceKit();
    const res = await as("member").post(`${ws}/views/`, { name: "Mine", filters: { priority: ["urgent"] } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      project: null,
      name: "Mine",
      access: 0,
      is_locked: false,
      owned_by: m.member.user.id,
      anchor: null,
    });
    expect(res.json().display_filters).toMatchObject({ group_by: null, order_by: "-created_at", layout: "spreadsheet" });
    const alias = await as("admin").post(`${ws}/workspace-views/`, {
      name: "Via alias",
      display_filters: { order_by: "sort_order" },
    });
    expect(alias.statusCode).toBe(201);
    expect(alias.json().display_filters.order_by).toBe("-created_at");
    expect(await statuses((who) => as(who).post(`${ws}/views/`, { name: "x" }))).toEqual([201, 201, 403, 404]);
    expect(await statuses((who) => as(who).get(`${ws}/views/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).get(`${ws}/views/${res.json().id}/`))).toEqual([200, 200, 200, 404]);
  });

  it("does not mix project views into workspace views and the other way round", async () => {
    const { base, ws, as, view, listNames } = await workspaceKit();
    await view({ name: "Global" });
    const projectView = await as("member").post(`${base}/views/`, { name: "Local" });
    expect(await listNames("member")).toEqual(["Global"]);
    expect(((await as("member").get(`${base}/views/`)).json() as { name: string }[]).map((v) => v.name)).toEqual(["Local"]);
    expect((await as("member").get(`${ws}/views/${projectView.json().id}/`)).statusCode).toBe(404);
  });

  it("searches by name, any case, with wildcards taken literally", async () => {
    const { view, listNames } = await workspaceKit();
    for (const name of ["Bugs triage", "Debugging", "Roadmap", "100% done", "Other 1000"]) await view({ name });
    expect(await listNames("guest", "?search=BUG")).toEqual(["Bugs triage", "Debugging"]);
    expect(await listNames("guest", "?search=%25")).toEqual(["100% done"]);
    expect(await listNames("guest", "?search=")).toHaveLength(5);
    expect(await listNames("guest", "?search=zzz")).toEqual([]);
  });

  it("lets the owner or a workspace admin change, lock and delete; private views stay the owner's", async () => {
    const { m, ws, as, view, listNames, eventsOf } = await workspaceKit();
    const mine = await view({ name: "Member's" });
    const adminView = await view({ name: "Admin's" }, "admin");
    const secret = await view({ name: "Secret", access: 1 });
    expect(await listNames("admin")).toEqual(["Member's", "Admin's"]);
    expect(await listNames("member")).toEqual(["Member's", "Admin's", "Secret"]);
    expect((await as("admin").get(`${ws}/views/${secret.id}/`)).statusCode).toBe(404);

    expect((await as("member").patch(`${ws}/views/${adminView.id}/`, { name: "x" })).statusCode).toBe(403);
    expect((await as("guest").patch(`${ws}/views/${mine.id}/`, { name: "x" })).statusCode).toBe(403);
    expect((await as("admin").patch(`${ws}/views/${mine.id}/`, { is_locked: true })).statusCode).toBe(200);
    const refused = await as("member").patch(`${ws}/views/${mine.id}/`, { filters: { priority: ["low"] } });
    expect(refused.statusCode).toBe(409);
    expect((await as("member").patch(`${ws}/views/${mine.id}/`, { is_locked: false })).json().is_locked).toBe(false);
    expect((await as("member").delete(`${ws}/views/${adminView.id}/`)).statusCode).toBe(403);
    expect((await as("admin").delete(`${ws}/views/${mine.id}/`)).statusCode).toBe(204);
    expect(await listNames("member")).toEqual(["Admin's", "Secret"]);

    const events = await eventsOf("view", secret.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ project_id: null, recipient_id: m.member.user.id });
    expect(events[0].payload).toMatchObject({ view: { id: secret.id, name: "Secret" }, changed: [] });
  });
});

describe("built-in workspace views", () => {
  it("serves all-issues, assigned, created and subscribed for the caller", async () => {
    const { m, base, ws, as } = await workspaceKit();
    const create = async (who: "admin" | "member", body: Record<string, unknown>) => {
      const res = await as(who).post(`${base}/issues/`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    await create("admin", { name: "X", assignee_ids: [m.member.user.id] });
    await create("member", { name: "Y" });
    await create("admin", { name: "Z" });
    const list = async (query: string) => {
      const res = await as("member").get(`${ws}/issues/${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as { name: string }[]).map((i) => i.name).sort();
    };
    expect(await list("")).toEqual(["X", "Y", "Z"]);
    expect(await list("?view=all-issues")).toEqual(["X", "Y", "Z"]);
    expect(await list("?view=assigned")).toEqual(["X"]);
    expect(await list("?view=created")).toEqual(["Y"]);
    expect(await list("?view=subscribed")).toEqual(["X", "Y"]);
    expect(await list("?view=created&priority=urgent")).toEqual([]);
    const bad = await as("member").get(`${ws}/issues/?view=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("view");
  });
});
