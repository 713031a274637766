import { DEFAULT_DISPLAY_PROPERTIES, DEFAULT_ISSUE_FILTERS, defaultDisplayFilters } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { cycles, modules, workspaces } from "../../db/schema";
import { getTestContext, roleMatrix } from "../../test/harness";

async function kit() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const project = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
  const { eq } = await import("drizzle-orm");
  const [ws] = await app.db.select().from(workspaces).where(eq(workspaces.slug, m.slug));
  const scope = { workspace_id: ws.id, project_id: m.projectId };
  const [cycle] = await app.db
    .insert(cycles)
    .values({ ...scope, name: "Sprint" })
    .returning();
  const [mod] = await app.db
    .insert(modules)
    .values({ ...scope, name: "Billing" })
    .returning();
  const urls = {
    project: `${project}/user-properties/`,
    cycle: `${project}/cycles/${cycle.id}/user-properties/`,
    module: `${project}/modules/${mod.id}/user-properties/`,
    workspace: `/api/workspaces/${m.slug}/user-properties/`,
  };
  return { app, m, urls, cycleId: cycle.id, moduleId: mod.id, project };
}

describe("user properties", () => {
  it("answers the spec's defaults for every scope and role, and 404 to outsiders", async () => {
    const k = await kit();
    for (const who of ["admin", "member", "guest"] as const) {
      const res = await k.m[who].agent.get(k.urls.project);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual({
        user: k.m[who].user.id,
        workspace: expect.any(String),
        project: k.m.projectId,
        cycle: null,
        module: null,
        filters: DEFAULT_ISSUE_FILTERS,
        display_filters: defaultDisplayFilters("project"),
        display_properties: DEFAULT_DISPLAY_PROPERTIES,
      });
    }
    const df = (await k.m.guest.agent.get(k.urls.project)).json().display_filters;
    expect(df).toMatchObject({
      layout: "list",
      order_by: "sort_order",
      sub_issue: false,
      show_empty_groups: false,
      group_by: "state_id",
    });
    expect(Object.keys(DEFAULT_DISPLAY_PROPERTIES)).toHaveLength(16);
    expect((await k.m.member.agent.get(k.urls.cycle)).json()).toMatchObject({ cycle: k.cycleId, project: k.m.projectId });
    expect((await k.m.member.agent.get(k.urls.module)).json()).toMatchObject({ module: k.moduleId });
    const ws = (await k.m.member.agent.get(k.urls.workspace)).json();
    expect(ws).toMatchObject({
      project: null,
      display_filters: { layout: "spreadsheet", order_by: "-created_at", group_by: null },
    });
    for (const url of Object.values(k.urls)) {
      expect((await k.m.outsider.agent.get(url)).statusCode, url).toBe(404);
      expect((await k.m.outsider.agent.patch(url, { display_properties: { key: false } })).statusCode, url).toBe(404);
    }
    const missing = "00000000-0000-4000-8000-000000000000";
    const noCycle = await k.m.member.agent.get(`${k.project}/cycles/${missing}/user-properties/`);
    expect(noCycle.statusCode).toBe(404);
    expect(noCycle.json().error).toBe("Cycle not found");
    expect((await k.m.member.agent.patch(`${k.project}/modules/${missing}/user-properties/`, {})).json().error).toBe(
      "Module not found",
    );
  });

  it("stores each user's preferences per scope, changing only what the body names", async () => {
    const k = await kit();
    const guest = k.m.guest.agent;
    const first = await guest.patch(k.urls.project, {
      filters: { priority: ["urgent", "high"], labels: ["None"] },
      display_filters: { layout: "spreadsheet", order_by: "-priority" },
      display_properties: { key: false, labels: false },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      filters: { priority: ["urgent", "high"], labels: ["None"], state: null },
      display_filters: { layout: "spreadsheet", order_by: "-priority", group_by: "state_id" },
      display_properties: { key: false, labels: false, assignee: true },
    });
    const second = await guest.patch(k.urls.project, { filters: { priority: null }, display_properties: { key: true } });
    expect(second.json()).toMatchObject({
      filters: { priority: null, labels: ["None"] },
      display_filters: { layout: "spreadsheet", order_by: "-priority" },
      display_properties: { key: true, labels: false },
    });
    expect((await guest.get(k.urls.project)).json()).toEqual(second.json());
    expect((await k.m.member.agent.get(k.urls.project)).json().display_filters.layout).toBe("list");
    expect((await guest.get(k.urls.cycle)).json().display_filters.layout).toBe("list");
    await guest.patch(k.urls.cycle, { display_filters: { layout: "calendar", calendar: { layout: "week" } } });
    const cycleProps = (await guest.get(k.urls.cycle)).json();
    expect(cycleProps.display_filters).toMatchObject({ layout: "calendar", calendar: { layout: "week", show_weekends: false } });
    expect((await guest.get(k.urls.project)).json().display_filters.layout).toBe("spreadsheet");
    expect((await guest.get(k.urls.module)).json().display_filters.layout).toBe("list");
  });

  it("applies the display rules when storing", async () => {
    const k = await kit();
    const patch = async (url: string, display_filters: Record<string, unknown>) => {
      const res = await k.m.member.agent.patch(url, { display_filters });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().display_filters;
    };
    expect(await patch(k.urls.project, { layout: "kanban", group_by: "priority", sub_group_by: "labels__id" })).toMatchObject({
      group_by: "priority",
      sub_group_by: "labels__id",
    });
    expect(await patch(k.urls.project, { group_by: "labels__id" })).toMatchObject({ group_by: "labels__id", sub_group_by: null });
    await patch(k.urls.project, { sub_group_by: "priority" });
    expect(await patch(k.urls.project, { group_by: null })).toMatchObject({ group_by: "state_id", sub_group_by: null });
    expect(await patch(k.urls.project, { layout: "list", group_by: null })).toMatchObject({
      layout: "list",
      group_by: null,
      sub_group_by: null,
    });
    expect(await patch(k.urls.project, { layout: "kanban" })).toMatchObject({ group_by: "state_id" });
    expect(await patch(k.urls.project, { order_by: "sort_order" })).toMatchObject({ order_by: "sort_order" });
    expect(await patch(k.urls.workspace, { order_by: "sort_order" })).toMatchObject({ order_by: "-created_at" });
    expect(await patch(k.urls.workspace, { order_by: "priority" })).toMatchObject({ order_by: "priority" });
  });

  it("refuses bad preferences with a 400 naming the field and keeps what was stored", async () => {
    const k = await kit();
    const agent = k.m.member.agent;
    await agent.patch(k.urls.project, { display_filters: { layout: "kanban" } });
    const before = (await agent.get(k.urls.project)).json();
    const cases: [unknown, RegExp][] = [
      [{ display_filters: { layout: "table" } }, /^display_filters\.layout: /],
      [{ display_filters: { group_by: "name" } }, /^display_filters\.group_by: /],
      [{ display_filters: { order_by: "name" } }, /^display_filters\.order_by: /],
      [{ display_filters: { type: "all" } }, /^display_filters\.type: /],
      [{ display_filters: { sub_issue: "yes" } }, /^display_filters\.sub_issue: /],
      [{ display_filters: { colour: "red" } }, /^display_filters/],
      [{ display_properties: { key: "no" } }, /^display_properties\.key: /],
      [{ display_properties: { votes: true } }, /^display_properties/],
      [{ filters: { priority: ["extreme"] } }, /^filters\.priority: /],
      [{ filters: { start_date: ["tomorrow"] } }, /^filters\.start_date: /],
      [{ filters: { labels: "None" } }, /^filters\.labels: /],
      [{ filters: { nonsense: ["x"] } }, /^filters/],
      [{ other: 1 }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await agent.patch(k.urls.project, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toMatch(message);
    }
    expect((await agent.get(k.urls.project)).json()).toEqual(before);
  });
});
