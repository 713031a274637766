import { MY_STICKIES_SHOWN } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issues } from "../../db/schema";
import { createProject } from "../../test/harness";
import { day } from "../cycles/planning-test-kit";
import { homeKit } from "./home-test-kit";

describe("home widget data", () => {
  it("your work items: overdue and due-this-week counts, state distribution and the open ones first", async () => {
    const { app, m, base, stateOf, issue, home, widgetData, as } = await homeKit();
    const mine = (body: Record<string, unknown>) => issue({ assignee_ids: [m.member.user.id], ...body });
    const late = await mine({ name: "Late", state_id: stateOf("started"), target_date: day(-1) });
    const today = await mine({ name: "Due today", state_id: stateOf("unstarted"), target_date: day(0) });
    const soon = await mine({ name: "Soon", state_id: stateOf("backlog"), target_date: day(3) });
    const later = await mine({ name: "Later", state_id: stateOf("backlog"), target_date: day(10) });
    const done = await mine({ name: "Done late", state_id: stateOf("completed"), target_date: day(-5) });
    const archived = await mine({ name: "Archived", state_id: stateOf("completed") });
    expect((await as("admin").post(`${base}/issues/${archived.id}/archive/`)).statusCode).toBe(200);
    const deleted = await mine({ name: "Deleted" });
    expect((await as("admin").delete(`${base}/issues/${deleted.id}/`)).statusCode).toBe(204);
    await issue({ name: "Someone else's" });

    const { dashboard } = await home("member");
    const data = await widgetData("member", dashboard.id, "my_work_items");
    expect(data).toMatchObject({
      tab: "assigned",
      duration: "all",
      counts: { total: 5, open: 4, overdue: 2, due_this_week: 1 },
      state_distribution: { backlog: 2, unstarted: 1, started: 1, completed: 1, cancelled: 0 },
    });
    expect(data.issues.map((i) => i.name)).toEqual(["Late", "Due today", "Soon", "Later", "Done late"]);
    expect(data.issues[0]).toMatchObject({
      id: late.id,
      sequence_id: late.sequence_id,
      project_id: m.projectId,
      state_group: "started",
      target_date: day(-1),
    });
    expect([today.id, soon.id, later.id, done.id]).toEqual(data.issues.slice(1).map((i) => i.id));

    // Older changes fall outside a shorter duration.
    await app.db
      .update(issues)
      .set({ updated_at: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(issues.id, later.id));
    const month = await widgetData("member", dashboard.id, "my_work_items", "duration=month");
    expect(month.counts.total).toBe(4);
    expect(month.issues.map((i) => i.name)).not.toContain("Later");
  });

  it("your work items: the created and subscribed tabs, from the query or the saved filters", async () => {
    const { base, issue, home, widgetData, as } = await homeKit();
    const written = (await as("member").post(`${base}/issues/`, { name: "Written by me" })).json();
    const followed = await issue({ name: "Followed" });
    await issue({ name: "Not mine" });
    expect((await as("member").post(`${base}/issues/${followed.id}/subscribe/`)).statusCode).toBeLessThan(300);

    const { dashboard, widgets } = await home("member");
    const created = await widgetData("member", dashboard.id, "my_work_items", "tab=created");
    expect(created.issues.map((i) => i.id)).toEqual([written.id]);
    const subscribed = await widgetData("member", dashboard.id, "my_work_items", "tab=subscribed");
    expect(subscribed.issues.map((i) => i.name)).toContain("Followed");
    expect(subscribed.issues.map((i) => i.name)).not.toContain("Not mine");

    const widget = widgets.find((w) => w.key === "my_work_items");
    await as("member").patch(`/api/dashboard/${dashboard.id}/widgets/${widget?.id}/`, { filters: { tab: "created" } });
    const saved = await widgetData("member", dashboard.id, "my_work_items");
    expect(saved.tab).toBe("created");
    expect(saved.issues.map((i) => i.id)).toEqual([written.id]);
    expect((await widgetData("member", dashboard.id, "my_work_items", "tab=assigned")).tab).toBe("assigned");
  });

  it("recent activity: the newest changes in the caller's projects, never one they cannot read", async () => {
    const { m, base, issue, home, widgetData, as } = await homeKit();
    const shared = await issue({ name: "Shared work" });
    await as("admin").patch(`${base}/issues/${shared.id}/`, { priority: "high" });
    const secret = await createProject(m.admin.agent, m.slug, { name: "Secret", network: 0 });
    await as("admin").post(`/api/workspaces/${m.slug}/projects/${secret.id}/issues/`, { name: "Hidden work" });

    const member = await widgetData("member", (await home("member")).dashboard.id, "recent_activity");
    const names = member.activities.map((a) => a.issue_detail?.name);
    expect(names).toContain("Shared work");
    expect(names).not.toContain("Hidden work");
    expect(member.activities[0]).toMatchObject({ field: "priority", new_value: "high", workspace_slug: m.slug });
    const admin = await widgetData("admin", (await home("admin")).dashboard.id, "recent_activity");
    expect(admin.activities.map((a) => a.issue_detail?.name)).toContain("Hidden work");
  });

  it("quick links, recents and stickies come from their own lists", async () => {
    const { ws, issue, visited, link, home, widgetData, as } = await homeKit();
    const { dashboard } = await home("member");
    expect(await widgetData("member", dashboard.id, "quick_links")).toEqual({ widget_key: "quick_links", quick_links: [] });
    const docs = await link("member", { url: "docs.example.com" });
    expect((await widgetData("member", dashboard.id, "quick_links")).quick_links).toEqual([docs]);

    const one = await issue({ name: "Opened" });
    await visited("member", "issue", one.id);
    const recents = await widgetData("member", dashboard.id, "recents");
    expect(recents.entity_name).toBe("all");
    expect(recents.recent_visits.map((v) => v.entity_data.name)).toEqual(["Opened"]);
    expect((await widgetData("member", dashboard.id, "recents", "entity_name=page")).recent_visits).toEqual([]);

    for (let i = 1; i <= MY_STICKIES_SHOWN + 1; i++) await as("member").post(`${ws}/stickies/`, { name: `Note ${i}` });
    const stickies = await widgetData("member", dashboard.id, "my_stickies");
    expect(stickies.total_results).toBe(MY_STICKIES_SHOWN + 1);
    expect(stickies.stickies.map((s) => s.name)).toEqual(["Note 5", "Note 4", "Note 3", "Note 2"]);
  });

  it("answers only the dashboard's owner, and asks for a widget by key", async () => {
    const { ws, home, as } = await homeKit();
    const { dashboard } = await home("member");
    const other = await as("admin").get(`${ws}/dashboard/${dashboard.id}/?widget_key=my_work_items`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: "Dashboard not found" });
    const noKey = await as("member").get(`${ws}/dashboard/${dashboard.id}/`);
    expect(noKey.statusCode).toBe(400);
    const badKey = await as("member").get(`${ws}/dashboard/${dashboard.id}/?widget_key=weather`);
    expect(badKey.json().error).toMatch(/^widget_key: widget_key must be one of: quick_links/);
    const badTab = await as("member").get(`${ws}/dashboard/${dashboard.id}/?widget_key=my_work_items&tab=all`);
    expect(badTab.statusCode).toBe(400);
    expect((await as("outsider").get(`${ws}/dashboard/${dashboard.id}/?widget_key=recents`)).statusCode).toBe(404);
  });
});
