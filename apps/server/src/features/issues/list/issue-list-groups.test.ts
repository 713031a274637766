import { PRIORITIES } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { createProject } from "../../../test/harness";
import { type GroupedPage, listKit, type SubGroupedPage } from "./issue-list-test-kit";

describe("issue list grouping", () => {
  it("groups by priority and state group, urgent first, every group with show_empty_groups", async () => {
    const k = await listKit();
    await k.create({ name: "u", priority: "urgent" });
    await k.create({ name: "l", priority: "low", state_id: k.stateOf("started") });
    await k.create({ name: "n" });
    const byPriority = await k.list<GroupedPage>("group_by=priority");
    expect(byPriority.grouped_by).toBe("priority");
    expect(k.groupNames(byPriority)).toEqual({ urgent: ["u"], low: ["l"], none: ["n"] });
    const all = await k.list<GroupedPage>("group_by=priority&show_empty_groups=true");
    expect(Object.keys(all.results)).toEqual([...PRIORITIES]);
    expect(all.results.high).toEqual({ results: [], total_results: 0, total_estimate_points: 0 });
    const byGroup = await k.list<GroupedPage>("group_by=state__group");
    expect(k.groupNames(byGroup)).toEqual({ backlog: ["u", "n"], started: ["l"] });
    expect(byGroup.results.backlog.total_results).toBe(2);
  });

  it("answers the same list asked again with what was written in between", async () => {
    // The list's statements are compiled once per distinct request: a repeat must still read the data afresh.
    const k = await listKit();
    const red = await k.label("red");
    const three = await k.estimatePoint("3");
    const first = await k.create({ name: "first", label_ids: [red] });
    const q = "group_by=labels__id&show_empty_groups=true";
    const before = await k.list<GroupedPage>(q);
    expect(k.groupNames(before)[red]).toEqual(["first"]);
    expect(before.results[red]).toMatchObject({ total_results: 1, total_estimate_points: 0 });
    await k.create({ name: "second", label_ids: [red] });
    await k.setEstimate(first.id, three);
    const after = await k.list<GroupedPage>(q);
    expect(k.groupNames(after)[red]).toEqual(["first", "second"]);
    expect(after.results[red]).toMatchObject({ total_results: 2, total_estimate_points: 3 });
    expect(after.total_count).toBe(2);
  });

  it("sums each group's numeric estimate points over the whole filtered set, beyond the page", async () => {
    const k = await listKit();
    const [red, blue] = [await k.label("red"), await k.label("blue")];
    const [three, five, large] = [await k.estimatePoint("3"), await k.estimatePoint("5"), await k.estimatePoint("L")];
    const both = await k.create({ name: "both", label_ids: [red, blue], priority: "high" });
    const redOnly = await k.create({ name: "red only", label_ids: [red], priority: "high" });
    const sized = await k.create({ name: "sized", priority: "low" });
    await k.create({ name: "unestimated", label_ids: [blue], priority: "low" });
    await k.setEstimate(both.id, three);
    await k.setEstimate(redOnly.id, five);
    await k.setEstimate(sized.id, large); // a category, not a number: adds nothing

    // An issue in two label groups counts in both, as in their issue counts; per_page=1 leaves issues unread.
    const byLabel = await k.list<GroupedPage>("group_by=labels__id&per_page=1");
    expect(byLabel.results[red]).toMatchObject({ total_results: 2, total_estimate_points: 8 });
    expect(byLabel.results[red].results).toHaveLength(1);
    expect(byLabel.results[blue]).toMatchObject({ total_results: 2, total_estimate_points: 3 });
    expect(byLabel.results.None).toMatchObject({ total_results: 1, total_estimate_points: 0 });

    // Filters apply; sub-grouped pages carry the points on the groups, not on their cells.
    const filtered = await k.list<GroupedPage>(`group_by=priority&labels=${red}`);
    expect(filtered.results.high.total_estimate_points).toBe(8);
    const sub = await k.list<SubGroupedPage>("group_by=priority&sub_group_by=labels__id");
    expect(sub.results.high.total_estimate_points).toBe(8);
    expect(sub.results.high.results[red]).not.toHaveProperty("total_estimate_points");
    // Sub-groups that do not repeat an issue: the group's points come from its rolled-up count row.
    const labelsByPriority = await k.list<SubGroupedPage>("group_by=labels__id&sub_group_by=priority");
    expect(labelsByPriority.results[red]).toMatchObject({ total_results: 2, total_estimate_points: 8 });
    expect(labelsByPriority.results[blue].total_estimate_points).toBe(3);
    expect(labelsByPriority.results[red].results.high.total_results).toBe(2);
    // By state through the board's index path too.
    const byState = await k.list<GroupedPage>(`group_by=state_id&order_by=sort_order&sub_issue=false&layout=kanban`);
    expect(byState.results[k.stateOf("backlog")].total_estimate_points).toBe(8);
  });

  it("puts an issue with two labels in both label groups and unlabelled ones under None", async () => {
    const k = await listKit();
    const [red, blue, unused] = [await k.label("red"), await k.label("blue"), await k.label("unused")];
    await k.create({ name: "both", label_ids: [red, blue] });
    await k.create({ name: "red only", label_ids: [red] });
    await k.create({ name: "bare" });
    const page = await k.list<GroupedPage>("group_by=labels__id&order_by=created_at");
    expect(k.groupNames(page)).toEqual({ [red]: ["both", "red only"], [blue]: ["both"], None: ["bare"] });
    expect(page.results[red].total_results).toBe(2);
    expect(page).toMatchObject({ total_results: 3, total_count: 3, count: 4 });
    const withEmpty = await k.list<GroupedPage>("group_by=labels__id&show_empty_groups=true");
    expect(Object.keys(withEmpty.results).sort()).toEqual([red, blue, unused, "None"].sort());
    expect(Object.keys(withEmpty.results).at(-1)).toBe("None");
    const both = page.results[blue].results[0];
    expect(both.label_ids.sort()).toEqual([red, blue].sort());
  });

  it("groups by assignees, creator, cycle, module and project, with None where a value can be missing", async () => {
    const k = await listKit();
    const { admin, member, guest } = k.m;
    const a = await k.create({ name: "a", assignee_ids: [admin.user.id, member.user.id] });
    const b = await k.create({ name: "b", assignee_ids: [member.user.id] }, "member");
    await k.create({ name: "c" });
    const [c1, c2] = [await k.cycle("C1"), await k.cycle("C2")];
    await k.addToCycle(c1, a.id);
    const m1 = await k.module("M1");
    await k.addToModule(m1, a.id, b.id);
    const groups = async (q: string) => k.groupNames(await k.list<GroupedPage>(`${q}&order_by=created_at`));
    expect(await groups("group_by=assignees__id")).toEqual({ [admin.user.id]: ["a"], [member.user.id]: ["a", "b"], None: ["c"] });
    expect(await groups("group_by=created_by")).toEqual({ [admin.user.id]: ["a", "c"], [member.user.id]: ["b"] });
    expect(await groups("group_by=cycle_id")).toEqual({ [c1]: ["a"], None: ["b", "c"] });
    expect(await groups("group_by=issue_module__module_id")).toEqual({ [m1]: ["a", "b"], None: ["c"] });
    expect(await groups("group_by=project_id")).toEqual({ [k.m.projectId]: ["a", "b", "c"] });
    const cyclesAll = await k.list<GroupedPage>("group_by=cycle_id&show_empty_groups=true");
    expect(Object.keys(cyclesAll.results)).toEqual([c1, c2, "None"]);
    const people = await k.list<GroupedPage>("group_by=assignees__id&show_empty_groups=true");
    expect(Object.keys(people.results).sort()).toEqual([admin.user.id, member.user.id, guest.user.id, "None"].sort());
    expect(people.results[guest.user.id]).toEqual({ results: [], total_results: 0, total_estimate_points: 0 });
  });

  it("sub-groups one level deeper; group totals count each issue once", async () => {
    const k = await listKit();
    const [red, blue] = [await k.label("red"), await k.label("blue")];
    await k.create({ name: "u-both", priority: "urgent", label_ids: [red, blue] });
    await k.create({ name: "u-red", priority: "urgent", label_ids: [red] });
    await k.create({ name: "h-bare", priority: "high" });
    const page = await k.list<SubGroupedPage>("group_by=priority&sub_group_by=labels__id&order_by=created_at");
    expect(page).toMatchObject({ grouped_by: "priority", sub_grouped_by: "labels__id", total_results: 3 });
    expect(Object.keys(page.results)).toEqual(["urgent", "high"]);
    expect(page.results.urgent.total_results).toBe(2);
    expect(page.results.urgent.results[red]).toMatchObject({ total_results: 2 });
    expect(page.results.urgent.results[red].results.map((i) => i.name)).toEqual(["u-both", "u-red"]);
    expect(page.results.urgent.results[blue].results.map((i) => i.name)).toEqual(["u-both"]);
    expect(Object.keys(page.results.high.results)).toEqual(["None"]);
    const withEmpty = await k.list<SubGroupedPage>("group_by=state__group&sub_group_by=priority&show_empty_groups=true");
    expect(Object.keys(withEmpty.results)).toHaveLength(5);
    expect(Object.keys(withEmpty.results.completed.results)).toEqual([...PRIORITIES]);
    expect(withEmpty.results.backlog.results.urgent.total_results).toBe(2);
  });

  it("sub-groups in manual order (the index path) as the numbered path does: cells, None, paging, one cell", async () => {
    // The project's list in manual order reads each cell off the list index; the workspace list of the
    // same project numbers every row instead. Both must give the same pages.
    const k = await listKit();
    const [red, blue] = [await k.label("red"), await k.label("blue")];
    const started = k.stateOf("started");
    const made = [
      { name: "a", priority: "urgent", label_ids: [red, blue] },
      { name: "b", priority: "urgent", label_ids: [red], state_id: started },
      { name: "c", priority: "high" },
      { name: "d", priority: "urgent", label_ids: [red] },
      { name: "e", priority: "urgent", label_ids: [blue], state_id: started },
      { name: "f", priority: "urgent", label_ids: [red] },
    ];
    const issues = [];
    for (const [i, body] of made.entries()) issues.push(await k.create({ ...body, sort_order: 10 - i }));
    const m1 = await k.module("M1");
    await k.addToModule(m1, issues[0].id, issues[2].id);
    const cells = (page: SubGroupedPage) =>
      Object.fromEntries(
        Object.entries(page.results).map(([g, group]) => [
          g,
          {
            total: group.total_results,
            cells: Object.fromEntries(
              Object.entries(group.results).map(([sg, cell]) => [sg, [cell.total_results, ...cell.results.map((i) => i.name)]]),
            ),
          },
        ]),
      );
    const both = async (q: string) => {
      const indexPath = await k.list<SubGroupedPage>(`${q}&order_by=sort_order`);
      const numbered = await k.list<SubGroupedPage>(
        `${q}&order_by=sort_order&project=${k.m.projectId}`,
        `/api/workspaces/${k.m.slug}/issues/`,
      );
      expect(cells(indexPath), q).toEqual(cells(numbered));
      return cells(indexPath);
    };
    const byPriority = await both("group_by=priority&sub_group_by=labels__id&per_page=2");
    expect(byPriority.urgent).toEqual({
      total: 5,
      cells: { [red]: [4, "f", "d"], [blue]: [2, "e", "a"] },
    });
    expect(byPriority.high.cells).toEqual({ None: [1, "c"] });
    expect((await both("group_by=priority&sub_group_by=labels__id&per_page=2&cursor=2:1:0")).urgent.cells[red]).toEqual([
      4,
      "b",
      "a",
    ]);
    await both("group_by=state_id&sub_group_by=priority&per_page=1");
    await both("group_by=labels__id&sub_group_by=state_id&per_page=2&cursor=2:1:0");
    await both("group_by=issue_module__module_id&sub_group_by=labels__id");
    await both("group_by=state__group&sub_group_by=issue_module__module_id&show_empty_groups=true");
    const cell = await both(
      `group_by=priority&sub_group_by=labels__id&group_id=urgent&sub_group_id=${red}&per_page=1&cursor=1:2:0`,
    );
    expect(cell).toEqual({ urgent: { total: 4, cells: { [red]: [4, "b"] } } });
    const noneCell = await both(`group_by=labels__id&sub_group_by=issue_module__module_id&group_id=None&sub_group_id=${m1}`);
    expect(noneCell).toEqual({ None: { total: 1, cells: { [m1]: [1, "c"] } } });
    expect(await both("group_by=labels__id&sub_group_by=issue_module__module_id&group_id=None&sub_group_id=None")).toEqual({
      None: { total: 0, cells: { None: [0] } },
    });
  });

  it("pages every group together; totals and next_page_results cover the whole filtered set", async () => {
    const k = await listKit();
    const started = k.stateOf("started");
    for (const name of ["b1", "b2", "b3"]) await k.create({ name, priority: "high" });
    await k.create({ name: "s1", state_id: started, priority: "high" });
    await k.create({ name: "s2", state_id: started, priority: "low" });
    const backlog = k.stateOf("backlog");
    const page = (q: string) => k.list<GroupedPage>(`group_by=state_id&order_by=created_at&${q}`);
    const first = await page("per_page=2");
    expect(k.groupNames(first)).toEqual({ [backlog]: ["b1", "b2"], [started]: ["s1", "s2"] });
    expect(first).toMatchObject({ count: 4, total_results: 5, next_cursor: "2:1:0", next_page_results: true, total_pages: 2 });
    const second = await page(`per_page=2&cursor=${first.next_cursor}`);
    expect(k.groupNames(second)).toEqual({ [backlog]: ["b3"], [started]: [] });
    expect(second.results[started].total_results).toBe(2);
    expect(second).toMatchObject({ count: 1, next_page_results: false, prev_page_results: true });
    const filtered = await page("priority=high&per_page=2");
    expect(filtered.results[started].total_results).toBe(1);
    expect(filtered).toMatchObject({ total_results: 4, next_page_results: true });
    const byLabels = await k.list<GroupedPage>("group_by=labels__id&cursor=20:0:0");
    expect(byLabels.results.None.total_results).toBe(5);
  });

  it("loads one group further on its own", async () => {
    const k = await listKit();
    const red = await k.label("red");
    for (const name of ["b1", "b2", "b3"]) await k.create({ name, label_ids: [red] });
    await k.create({ name: "s1", state_id: k.stateOf("started") });
    const backlog = k.stateOf("backlog");
    const next = await k.list<GroupedPage>(`group_by=state_id&order_by=created_at&group_id=${backlog}&cursor=2:1:0`);
    expect(k.groupNames(next)).toEqual({ [backlog]: ["b3"] });
    expect(next).toMatchObject({ next_page_results: false, count: 1 });
    const none = await k.list<GroupedPage>("group_by=labels__id&group_id=None");
    expect(k.groupNames(none)).toEqual({ None: ["s1"] });
    const sub = await k.list<SubGroupedPage>(
      `group_by=state_id&sub_group_by=labels__id&order_by=created_at&group_id=${backlog}&sub_group_id=${red}&per_page=2&cursor=2:1:0`,
    );
    expect(Object.keys(sub.results)).toEqual([backlog]);
    expect(Object.keys(sub.results[backlog].results)).toEqual([red]);
    expect(sub.results[backlog].results[red].results.map((i) => i.name)).toEqual(["b3"]);
  });

  it("pages groups in manual order (the index path) the same way: every group, None, one group alone", async () => {
    const k = await listKit();
    const [red, blue] = [await k.label("red"), await k.label("blue")];
    await k.create({ name: "r1", label_ids: [red], sort_order: 1 });
    await k.create({ name: "rb", label_ids: [red, blue], sort_order: 2 });
    await k.create({ name: "r3", label_ids: [red], sort_order: 3 });
    await k.create({ name: "n1", sort_order: 4 });
    await k.create({ name: "n2", sort_order: 5 });
    const m1 = await k.module();
    const page = (q: string) => k.list<GroupedPage>(`group_by=labels__id&per_page=2&${q}`);
    const first = await page("");
    expect(k.groupNames(first)).toEqual({ [red]: ["r1", "rb"], [blue]: ["rb"], None: ["n1", "n2"] });
    expect(first).toMatchObject({ total_results: 5, count: 5, next_page_results: true, next_cursor: "2:1:0" });
    expect(first.results[red].total_results).toBe(3);
    const second = await page("cursor=2:1:0");
    expect(k.groupNames(second)).toEqual({ [red]: ["r3"], [blue]: [], None: [] });
    expect(second).toMatchObject({ next_page_results: false, total_results: 5 });
    expect(k.groupNames(await page(`group_id=${red}&cursor=2:1:0`))).toEqual({ [red]: ["r3"] });
    expect(k.groupNames(await page("group_id=None"))).toEqual({ None: ["n1", "n2"] });
    const modules = await k.list<GroupedPage>("group_by=issue_module__module_id&show_empty_groups=true");
    expect(k.groupNames(modules)).toEqual({ [m1]: [], None: ["r1", "rb", "r3", "n1", "n2"] });
    const filtered = await k.list<GroupedPage>(`group_by=priority&labels=${blue}`);
    expect(k.groupNames(filtered)).toEqual({ none: ["rb"] });
  });

  it("orders by every sort key: priority urgent first, a leading minus reverses, nulls last", async () => {
    const k = await listKit();
    const { admin, member } = k.m;
    await k.app.db.update(users).set({ first_name: "Zed" }).where(eq(users.id, admin.user.id));
    await k.app.db.update(users).set({ first_name: "Amy" }).where(eq(users.id, member.user.id));
    const [alpha, beta] = [await k.label("alpha"), await k.label("beta")];
    await k.create({
      name: "a",
      priority: "low",
      target_date: "2025-03-01",
      start_date: "2025-01-05",
      label_ids: [beta],
      sort_order: 3,
    });
    await k.create({
      name: "b",
      priority: "urgent",
      state_id: k.stateOf("started"),
      assignee_ids: [admin.user.id],
      sort_order: 1,
    });
    await k.create({ name: "c", priority: "medium", target_date: "2025-02-01", label_ids: [alpha], sort_order: 2 });
    await k.create({ name: "d", assignee_ids: [member.user.id], start_date: "2025-01-01", sort_order: 4 });
    const order = (o: string) => k.names(`order_by=${o}`);
    expect(await order("sort_order")).toEqual(["b", "c", "a", "d"]);
    expect(await order("-sort_order")).toEqual(["d", "a", "c", "b"]);
    expect(await order("created_at")).toEqual(["a", "b", "c", "d"]);
    expect(await order("-created_at")).toEqual(["d", "c", "b", "a"]);
    expect(await order("priority")).toEqual(["b", "c", "a", "d"]);
    expect(await order("-priority")).toEqual(["d", "a", "c", "b"]);
    expect(await order("target_date")).toEqual(["c", "a", "d", "b"]);
    expect(await order("-target_date")).toEqual(["a", "c", "d", "b"]);
    expect(await order("start_date")).toEqual(["d", "a", "c", "b"]);
    expect(await order("-start_date")).toEqual(["a", "d", "c", "b"]);
    expect(await order("state__name")).toEqual(["d", "c", "a", "b"]);
    expect(await order("-state__name")).toEqual(["b", "d", "c", "a"]);
    expect(await order("labels__name")).toEqual(["c", "a", "d", "b"]);
    expect(await order("-labels__name")).toEqual(["a", "c", "d", "b"]);
    expect(await order("assignees__first_name")).toEqual(["d", "b", "c", "a"]);
    expect(await order("-assignees__first_name")).toEqual(["b", "d", "c", "a"]);
    const grouped = await k.list<GroupedPage>("group_by=state_id&order_by=priority");
    expect(grouped.results[k.stateOf("backlog")].results.map((i) => i.name)).toEqual(["c", "a", "d"]);
  });

  it("refuses the same key for group and sub-group, and lists empty projects' groups", async () => {
    const k = await listKit();
    const res = await k.get(`${k.base}/issues/?group_by=labels__id&sub_group_by=labels__id`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^sub_group_by: /);
    const empty = await createProject(k.m.admin.agent, k.m.slug);
    const own = await k.m.admin.agent.get(
      `/api/workspaces/${k.m.slug}/projects/${empty.id}/issues/?group_by=state_id&show_empty_groups=true`,
    );
    expect(Object.values(own.json().results)).toHaveLength(5);
    expect(own.json()).toMatchObject({ total_results: 0, count: 0, next_page_results: false });
  });
});

describe("labels crossed with assignees", () => {
  it("counts every label–assignee pair in its cell and each issue once in its group, either way round", async () => {
    const k = await listKit();
    const { admin, member } = k.m;
    const [red, blue] = [await k.label("red"), await k.label("blue")];
    await k.create({ name: "a", label_ids: [red, blue], assignee_ids: [admin.user.id, member.user.id] });
    await k.create({ name: "b", label_ids: [red] });
    await k.create({ name: "c", assignee_ids: [member.user.id] });
    const cells = (page: SubGroupedPage) =>
      Object.fromEntries(
        Object.entries(page.results).map(([key, g]) => [
          key,
          {
            total: g.total_results,
            cells: Object.fromEntries(
              Object.entries(g.results)
                .filter(([, cell]) => cell.total_results > 0)
                .map(([cellKey, cell]) => [cellKey, cell.total_results]),
            ),
          },
        ]),
      );
    const byLabel = await k.list<SubGroupedPage>("group_by=labels__id&sub_group_by=assignees__id");
    expect(byLabel.total_count).toBe(3);
    expect(cells(byLabel)).toEqual({
      [red]: { total: 2, cells: { [admin.user.id]: 1, [member.user.id]: 1, None: 1 } },
      [blue]: { total: 1, cells: { [admin.user.id]: 1, [member.user.id]: 1 } },
      None: { total: 1, cells: { [member.user.id]: 1 } },
    });
    const byAssignee = await k.list<SubGroupedPage>("group_by=assignees__id&sub_group_by=labels__id");
    expect(byAssignee.total_count).toBe(3);
    expect(cells(byAssignee)).toEqual({
      [admin.user.id]: { total: 1, cells: { [red]: 1, [blue]: 1 } },
      [member.user.id]: { total: 2, cells: { [red]: 1, [blue]: 1, None: 1 } },
      None: { total: 1, cells: { [red]: 1 } },
    });
    // One label's column on its own keeps the same counts.
    const redOnly = await k.list<SubGroupedPage>(`group_by=labels__id&sub_group_by=assignees__id&group_id=${red}`);
    expect(cells(redOnly)).toEqual({ [red]: { total: 2, cells: { [admin.user.id]: 1, [member.user.id]: 1, None: 1 } } });
  });
});
