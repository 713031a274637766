import { describe, expect, it } from "vitest";
import { createProject } from "../../test/harness";
import { viewsKit } from "./views-test-kit";

type Page = {
  grouped_by: string | null;
  total_results: number;
  results: { name: string }[] | Record<string, { results: { name: string }[]; total_results: number }>;
};
const names = (page: Page) => (page.results as { name: string }[]).map((i) => i.name);
const groups = (page: Page) =>
  Object.fromEntries(
    Object.entries(page.results as Record<string, { results: { name: string }[]; total_results: number }>).map(([k, g]) => [
      k,
      { names: g.results.map((i) => i.name).sort(), total: g.total_results },
    ]),
  );

/** Issues of every priority and state group, and a sub-issue, to filter. */
async function seeded() {
  const kit = await viewsKit();
  const { issue, stateOf } = kit;
  const a = await issue({ name: "A", priority: "urgent", state_id: stateOf("started") });
  await issue({ name: "B", priority: "urgent", state_id: stateOf("backlog") });
  await issue({ name: "C", priority: "high", state_id: stateOf("started") });
  await issue({ name: "D", priority: "low", state_id: stateOf("completed") });
  await issue({ name: "E", priority: "none", state_id: stateOf("backlog") });
  await issue({ name: "F", priority: "urgent", state_id: stateOf("started"), parent_id: a.id });
  return kit;
}

describe("project view issues", () => {
  it("lists only the issues matching the view's filters, grouped as the view says, with group totals", async () => {
    const { base, as, view, stateOf } = await seeded();
    const v = await view({ filters: { priority: ["urgent", "high"] }, display_filters: { group_by: "state_id" } });
    const res = await as("guest").get(`${base}/views/${v.id}/issues/`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.grouped_by).toBe("state_id");
    expect(page.total_results).toBe(3);
    expect(groups(page)).toEqual({
      [stateOf("started")]: { names: ["A", "C"], total: 2 },
      [stateOf("backlog")]: { names: ["B"], total: 1 },
    });
  });

  it("ANDs the query's filters with the view's and lets the query override the display defaults", async () => {
    const { base, as, view } = await seeded();
    const v = await view({ filters: { priority: ["urgent", "high"] }, display_filters: { group_by: "state_id" } });
    const url = `${base}/views/${v.id}/issues/`;
    const narrowed = (await as("member").get(`${url}?state_group=started`)).json() as Page;
    expect(narrowed.total_results).toBe(2);
    const outside = (await as("member").get(`${url}?priority=low`)).json() as Page;
    expect(outside.total_results).toBe(0);

    const byPriority = (await as("member").get(`${url}?group_by=priority`)).json() as Page;
    expect(byPriority.grouped_by).toBe("priority");
    expect(groups(byPriority)).toEqual({ urgent: { names: ["A", "B"], total: 2 }, high: { names: ["C"], total: 1 } });

    // group_by=none lists the view's issues ungrouped, though the view groups them.
    const flat = (await as("member").get(`${url}?group_by=none`)).json() as Page;
    expect(flat.grouped_by).toBeNull();
    expect(Array.isArray(flat.results)).toBe(true);
    expect(flat.total_results).toBe(3);

    const withSubIssues = (await as("member").get(`${url}?sub_issue=true`)).json() as Page;
    expect(withSubIssues.total_results).toBe(4);
  });

  it("orders by the view's order_by and shows sub-issues when the view does", async () => {
    const { base, as, view } = await seeded();
    const v = await view({
      filters: { state_group: ["started", "backlog"] },
      display_filters: { group_by: null, order_by: "priority", sub_issue: true },
    });
    const page = (await as("member").get(`${base}/views/${v.id}/issues/`)).json() as Page;
    expect(page.grouped_by).toBeNull();
    expect(names(page).slice(0, 3).sort()).toEqual(["A", "B", "F"]);
    expect(names(page).slice(3)).toEqual(["C", "E"]);
    const reversed = (await as("member").get(`${base}/views/${v.id}/issues/?order_by=-priority`)).json() as Page;
    expect(names(reversed)[0]).toBe("E");
  });

  it("follows the view's changes and refuses bad list parameters", async () => {
    const { base, as, view } = await seeded();
    const v = await view({ filters: { priority: ["urgent"] }, display_filters: { group_by: null } });
    const url = `${base}/views/${v.id}/issues/`;
    expect(names((await as("member").get(url)).json()).sort()).toEqual(["A", "B"]);
    await as("member").patch(`${base}/views/${v.id}/`, { filters: { priority: ["none"] } });
    expect(names((await as("member").get(url)).json())).toEqual(["E"]);
    const bad = await as("member").get(`${url}?priority=burning`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("priority");
    expect((await as("member").get(`${url}?group_by=colour`)).statusCode).toBe(400);
  });
});

describe("workspace view issues", () => {
  it("lists matching issues across the caller's projects only, newest first instead of manual order", async () => {
    const kit = await seeded();
    const { m, as } = kit;
    const second = await createProject(m.admin.agent, m.slug);
    const secondBase = `/api/workspaces/${m.slug}/projects/${second.id}`;
    const join = await m.admin.agent.post(`${secondBase}/members/`, { members: [{ member_id: m.member.user.id, role: 15 }] });
    expect(join.statusCode, join.body).toBeLessThan(300);
    const res = await m.admin.agent.post(`${secondBase}/issues/`, { name: "Z", priority: "urgent" });
    expect(res.statusCode).toBe(201);

    const created = await as("member").post(`/api/workspaces/${m.slug}/views/`, {
      name: "Everything urgent",
      filters: { priority: ["urgent"] },
      display_filters: { order_by: "sort_order" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().display_filters.order_by).toBe("-created_at");
    const url = `/api/workspaces/${m.slug}/views/${created.json().id}/issues/?sub_issue=true`;
    const forAdmin = (await as("admin").get(url)).json() as Page;
    expect(names(forAdmin)).toEqual(["Z", "F", "B", "A"]);
    const forGuest = (await as("guest").get(url)).json() as Page;
    expect(names(forGuest)).toEqual(["F", "B", "A"]);
    expect((await as("outsider").get(url)).statusCode).toBe(404);
    const ordered = (await as("admin").get(`${url}&order_by=sort_order`)).json() as Page;
    expect(ordered.total_results).toBe(4);
  });
});
