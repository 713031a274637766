import { describe, expect, it } from "vitest";
import { cycleIssues } from "../../db/schema";
import { day, planningKit } from "./planning-test-kit";

async function cycleWithIssues() {
  const kit = await planningKit();
  const { base, issue, stateOf, cycle, as, estimate } = kit;
  const fib = await estimate("points", ["1", "2", "3", "5", "8", "13"]);
  const point = (value: string) => fib.points.find((p) => p.value === value)?.id;
  const c = await cycle({ name: "Burndown", start_date: day(-4), end_date: day(2) });
  const specs = [
    { name: "backlog 1", state_id: stateOf("backlog"), estimate_point: point("1") },
    { name: "started 2", state_id: stateOf("started"), estimate_point: point("2") },
    { name: "done 3", state_id: stateOf("completed"), estimate_point: point("3") },
    { name: "done 5", state_id: stateOf("completed"), estimate_point: point("5") },
    { name: "cancelled 8", state_id: stateOf("cancelled"), estimate_point: point("8") },
  ];
  const made: Record<string, string> = {};
  for (const spec of specs) made[spec.name] = (await issue(spec)).id;
  const add = await as("member").post(`${base}/cycles/${c.id}/cycle-issues/`, { issues: Object.values(made) });
  expect(add.statusCode, add.body).toBe(200);
  return { ...kit, c, made, fib, point };
}

describe("cycle progress", () => {
  it("counts issues and sums the active estimate's points per state group", async () => {
    const { base, c, as, statuses } = await cycleWithIssues();
    const res = await as("guest").get(`${base}/cycles/${c.id}/progress/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_issues: 5,
      backlog_issues: 1,
      unstarted_issues: 0,
      started_issues: 1,
      completed_issues: 2,
      cancelled_issues: 1,
      total_estimate_points: 19,
      backlog_estimate_points: 1,
      unstarted_estimate_points: 0,
      started_estimate_points: 2,
      completed_estimate_points: 8,
      cancelled_estimate_points: 8,
    });
    const listed = (await as("guest").get(`${base}/cycles/`)).json()[0];
    expect(listed).toMatchObject({
      total_issues: 5,
      completed_issues: 2,
      completed_estimate_points: 8,
      total_estimate_points: 19,
    });
    expect(await statuses((who) => as(who).get(`${base}/cycles/${c.id}/progress/`))).toEqual([200, 200, 200, 404]);
    expect((await as("guest").get(`${base}/cycles/${c.id}/cycle-progress/`)).json().total_issues).toBe(5);
  });

  it("leaves out archived and deleted issues, and points of an estimate that is no longer active", async () => {
    const { base, c, made, as, estimate } = await cycleWithIssues();
    expect((await as("admin").post(`${base}/issues/${made["done 5"]}/archive/`)).statusCode).toBe(200);
    expect((await as("admin").delete(`${base}/issues/${made["backlog 1"]}/`)).statusCode).toBe(204);
    const progress = (await as("member").get(`${base}/cycles/${c.id}/progress/`)).json();
    expect(progress).toMatchObject({ total_issues: 3, completed_issues: 1, backlog_issues: 0, total_estimate_points: 13 });
    await estimate("categories", ["S", "M", "L"], "Sizes");
    const after = (await as("member").get(`${base}/cycles/${c.id}/progress/`)).json();
    expect(after).toMatchObject({ total_issues: 3, total_estimate_points: 0 });
  });

  it("a categories estimate counts each point by its key", async () => {
    const { base, issue, cycle, as, estimate } = await planningKit();
    const sizes = await estimate("categories", ["S", "M", "L", "XL"]);
    const c = await cycle({ name: "Sizes" });
    const a = await issue({ estimate_point: sizes.points[1].id });
    const b = await issue({ estimate_point: sizes.points[3].id });
    await as("member").post(`${base}/cycles/${c.id}/cycle-issues/`, { issues: [a.id, b.id] });
    expect((await as("member").get(`${base}/cycles/${c.id}/progress/`)).json().total_estimate_points).toBe(6);
  });
});

describe("cycle analytics", () => {
  it("burndown: remaining issues at the end of each day from completed_at; future days are null", async () => {
    const { base, c, made, as, completedOn } = await cycleWithIssues();
    await completedOn(made["done 3"], day(-3));
    await completedOn(made["done 5"], day(-1));
    const res = await as("guest").get(`${base}/cycles/${c.id}/analytics/?type=issues`);
    expect(res.statusCode).toBe(200);
    expect(res.json().distribution.completion_chart).toEqual({
      [day(-4)]: 5,
      [day(-3)]: 4,
      [day(-2)]: 4,
      [day(-1)]: 3,
      [day(0)]: 3,
      [day(1)]: null,
      [day(2)]: null,
    });
    expect(res.json().estimate_distribution).toEqual({});
    const points = await as("guest").get(`${base}/cycles/${c.id}/analytics/?type=points`);
    expect(points.json().estimate_distribution.completion_chart).toEqual({
      [day(-4)]: 19,
      [day(-3)]: 16,
      [day(-2)]: 16,
      [day(-1)]: 11,
      [day(0)]: 11,
      [day(1)]: null,
      [day(2)]: null,
    });
  });

  it("a finished cycle has a value for every day; work done before the start counts from day one", async () => {
    const { app, m, base, issue, getIssue, stateOf, cycle, as, completedOn } = await planningKit();
    const c = await cycle({ name: "Past", start_date: day(-10), end_date: day(-8) });
    const early = await issue({ state_id: stateOf("completed") });
    const mid = await issue({ state_id: stateOf("completed") });
    const open = await issue();
    const scope = { workspace_id: (await getIssue(open.id)).workspace_id as string, project_id: m.projectId };
    await app.db.insert(cycleIssues).values([early, mid, open].map((i) => ({ ...scope, cycle_id: c.id, issue_id: i.id })));
    await completedOn(early.id, day(-15));
    await completedOn(mid.id, day(-9));
    const res = await as("member").get(`${base}/cycles/${c.id}/analytics/`);
    expect(res.json().distribution.completion_chart).toEqual({ [day(-10)]: 2, [day(-9)]: 1, [day(-8)]: 1 });
  });

  it("distributes issues and points by assignee and label, with a bucket for none", async () => {
    const { m, base, c, made, as } = await cycleWithIssues();
    const label = (await as("admin").post(`${base}/issue-labels/`, { name: "Bug", color: "#ff0000" })).json();
    await as("admin").patch(`${base}/issues/${made["done 3"]}/`, { assignee_ids: [m.member.user.id], label_ids: [label.id] });
    await as("admin").patch(`${base}/issues/${made["started 2"]}/`, { assignee_ids: [m.member.user.id] });
    const res = (await as("guest").get(`${base}/cycles/${c.id}/analytics/?type=points`)).json();
    expect(res.distribution.assignees).toEqual([
      expect.objectContaining({ assignee_id: m.member.user.id, total_issues: 2, completed_issues: 1, pending_issues: 1 }),
      expect.objectContaining({ assignee_id: null, total_issues: 3, completed_issues: 1, pending_issues: 2 }),
    ]);
    expect(res.distribution.labels).toEqual([
      { label_id: label.id, label_name: "Bug", color: "#ff0000", total_issues: 1, completed_issues: 1, pending_issues: 0 },
      { label_id: null, label_name: null, color: null, total_issues: 4, completed_issues: 1, pending_issues: 3 },
    ]);
    expect(res.estimate_distribution.assignees[0]).toMatchObject({
      assignee_id: m.member.user.id,
      total_estimates: 5,
      completed_estimates: 3,
      pending_estimates: 2,
    });
  });

  it("a draft cycle has an empty chart; bad type is 400; roles and missing cycles", async () => {
    const { base, cycle, as, statuses } = await planningKit();
    const c = await cycle({ name: "Draft" });
    const res = await as("guest").get(`${base}/cycles/${c.id}/analytics/`);
    expect(res.json()).toEqual({ distribution: { assignees: [], labels: [], completion_chart: {} }, estimate_distribution: {} });
    const bad = await as("guest").get(`${base}/cycles/${c.id}/analytics/?type=hours`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("type");
    expect(await statuses((who) => as(who).get(`${base}/cycles/${c.id}/analytics/`))).toEqual([200, 200, 200, 404]);
    expect((await as("admin").get(`${base}/cycles/00000000-0000-4000-8000-000000000000/analytics/`)).statusCode).toBe(404);
  });
});
