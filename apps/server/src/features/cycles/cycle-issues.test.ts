import { describe, expect, it } from "vitest";
import { cycleIssues } from "../../db/schema";
import { createProject } from "../../test/harness";
import { day, planningKit } from "./planning-test-kit";

describe("cycle issues", () => {
  it("adds issues to a cycle with an activity row and an issue event each", async () => {
    const { base, issue, getIssue, cycle, as, eventsOf, activitiesOf } = await planningKit();
    const c = await cycle({ name: "Sprint", start_date: day(-1), end_date: day(6) });
    const a = await issue();
    const b = await issue();
    const res = await as("member").post(`${base}/cycles/${c.id}/cycle-issues/`, { issues: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((i: { id: string; cycle_id: string }) => [i.id, i.cycle_id])).toEqual([
      [a.id, c.id],
      [b.id, c.id],
    ]);
    expect((await getIssue(a.id)).cycle_id).toBe(c.id);
    expect((await as("guest").get(`${base}/cycles/${c.id}/`)).json().total_issues).toBe(2);
    const [activity] = await activitiesOf(a.id, "cycle");
    expect(activity).toMatchObject({ verb: "updated", old_identifier: null, new_identifier: c.id, new_value: "Sprint" });
    const issueEvents = (await eventsOf("issue", a.id)).filter((e) => e.action === "updated");
    expect(issueEvents.at(-1)?.payload).toMatchObject({ changed: ["cycle_id"], issue: { cycle_id: c.id } });
    expect((await eventsOf("cycle", c.id)).at(-1)?.payload).toMatchObject({ cycle: { total_issues: 2 }, changed: ["issues"] });
    const again = await as("member").post(`${base}/cycles/${c.id}/cycle-issues/`, { issues: [a.id] });
    expect(again.statusCode).toBe(200);
    expect(await activitiesOf(a.id, "cycle")).toHaveLength(1);
  });

  it("adding an issue moves it out of its previous cycle", async () => {
    const { base, issue, getIssue, cycle, as, activitiesOf } = await planningKit();
    const first = await cycle({ name: "First", start_date: day(-1), end_date: day(3) });
    const second = await cycle({ name: "Second", start_date: day(4), end_date: day(9) });
    const a = await issue();
    await as("member").post(`${base}/cycles/${first.id}/cycle-issues/`, { issues: [a.id] });
    const moved = await as("member").post(`${base}/cycles/${second.id}/cycle-issues/`, { issues: [a.id] });
    expect(moved.statusCode).toBe(200);
    expect((await getIssue(a.id)).cycle_id).toBe(second.id);
    expect((await as("member").get(`${base}/cycles/${first.id}/`)).json().total_issues).toBe(0);
    expect((await as("member").get(`${base}/cycles/${second.id}/`)).json().total_issues).toBe(1);
    const rows = await activitiesOf(a.id, "cycle");
    expect(rows.at(-1)).toMatchObject({
      old_identifier: first.id,
      new_identifier: second.id,
      old_value: "First",
      new_value: "Second",
    });
  });

  it("a completed cycle takes no new issues and nothing changes", async () => {
    const { base, issue, getIssue, cycle, as } = await planningKit();
    const done = await cycle({ name: "Done", start_date: day(-10), end_date: day(-3) });
    const now = await cycle({ name: "Now", start_date: day(-1), end_date: day(3) });
    const a = await issue();
    await as("member").post(`${base}/cycles/${now.id}/cycle-issues/`, { issues: [a.id] });
    const res = await as("member").post(`${base}/cycles/${done.id}/cycle-issues/`, { issues: [a.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^cycle: a completed cycle takes no new issues/);
    expect((await getIssue(a.id)).cycle_id).toBe(now.id);
  });

  it("refuses bad input and checks roles", async () => {
    const { m, base, issue, getIssue, cycle, as, statuses } = await planningKit();
    const c = await cycle({ name: "Sprint" });
    const a = await issue();
    const other = await createProject(m.admin.agent, m.slug);
    const foreign = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${other.id}/issues/`, { name: "Elsewhere" });
    const url = `${base}/cycles/${c.id}/cycle-issues/`;
    for (const body of [{}, { issues: [] }, { issues: ["nope"] }]) {
      const res = await as("member").post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain("issues");
    }
    const mixed = await as("member").post(url, { issues: [a.id, foreign.json().id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toMatch(/^issues: /);
    expect((await getIssue(a.id)).cycle_id).toBeNull();
    expect(
      (await as("member").post(`${base}/cycles/00000000-0000-4000-8000-000000000000/cycle-issues/`, { issues: [a.id] }))
        .statusCode,
    ).toBe(404);
    expect(await statuses((who) => as(who).post(url, { issues: [a.id] }))).toEqual([200, 200, 403, 404]);
  });

  it("removes an issue from its cycle; removing it again is 404", async () => {
    const { base, issue, getIssue, cycle, as, statuses, activitiesOf } = await planningKit();
    const c = await cycle({ name: "Sprint" });
    const a = await issue();
    await as("member").post(`${base}/cycles/${c.id}/cycle-issues/`, { issues: [a.id] });
    const url = `${base}/cycles/${c.id}/cycle-issues/${a.id}/`;
    expect((await as("guest").delete(url)).statusCode).toBe(403);
    expect((await as("outsider").delete(url)).statusCode).toBe(404);
    expect((await as("member").delete(url)).statusCode).toBe(204);
    expect((await getIssue(a.id)).cycle_id).toBeNull();
    expect((await activitiesOf(a.id, "cycle")).at(-1)).toMatchObject({ old_identifier: c.id, new_identifier: null });
    expect((await as("member").delete(url)).statusCode).toBe(404);
    expect(await statuses((who) => as(who).delete(`${base}/cycles/${c.id}/cycle-issues/not-an-id/`))).toEqual([
      404, 404, 403, 404,
    ]);
  });

  it("deleting a cycle takes its issues out of it", async () => {
    const { base, issue, getIssue, cycle, as, activitiesOf, eventsOf } = await planningKit();
    const c = await cycle({ name: "Gone" });
    const a = await issue();
    await as("member").post(`${base}/cycles/${c.id}/cycle-issues/`, { issues: [a.id] });
    expect((await as("member").delete(`${base}/cycles/${c.id}/`)).statusCode).toBe(204);
    expect((await getIssue(a.id)).cycle_id).toBeNull();
    expect((await activitiesOf(a.id, "cycle")).at(-1)).toMatchObject({
      old_identifier: c.id,
      old_value: "Gone",
      new_value: null,
    });
    expect((await eventsOf("issue", a.id)).at(-1)?.payload).toMatchObject({ changed: ["cycle_id"], issue: { cycle_id: null } });
  });
});

describe("transfer issues", () => {
  it("moves unfinished issues to another cycle and freezes the source's progress", async () => {
    const { app, m, base, issue, getIssue, stateOf, cycle, as, statuses, eventsOf } = await planningKit();
    const source = await cycle({ name: "Source", start_date: day(-6), end_date: day(-1) });
    const target = await cycle({ name: "Target", start_date: day(0), end_date: day(6) });
    const groups = ["backlog", "unstarted", "started", "completed", "cancelled"];
    const made = [];
    for (const group of groups) made.push(await issue({ name: group, state_id: stateOf(group) }));
    // The source is over: put the issues in while it was still open, straight in the table.
    const workspaceId = (await getIssue(made[0].id)).workspace_id as string;
    await app.db
      .insert(cycleIssues)
      .values(made.map((i) => ({ workspace_id: workspaceId, project_id: m.projectId, cycle_id: source.id, issue_id: i.id })));

    const url = `${base}/cycles/${source.id}/transfer-issues/`;
    const res = await as("member").post(url, { new_cycle_id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().transferred_issue_ids].sort()).toEqual([made[0].id, made[1].id, made[2].id].sort());
    expect(res.json().new_cycle.total_issues).toBe(3);
    const snapshot = res.json().cycle.progress_snapshot;
    expect(snapshot).toMatchObject({
      total_issues: 5,
      backlog_issues: 1,
      unstarted_issues: 1,
      started_issues: 1,
      completed_issues: 1,
      cancelled_issues: 1,
      total_estimate_points: 0,
    });
    expect(snapshot.distribution.assignees).toEqual([
      expect.objectContaining({ assignee_id: null, total_issues: 5, completed_issues: 1, pending_issues: 4 }),
    ]);
    expect(snapshot.estimate_distribution.completion_chart).toEqual(expect.any(Object));
    expect((await getIssue(made[0].id)).cycle_id).toBe(target.id);
    expect((await getIssue(made[3].id)).cycle_id).toBe(source.id);

    const progress = await as("guest").get(`${base}/cycles/${source.id}/progress/`);
    expect(progress.json()).toMatchObject({ total_issues: 5, completed_issues: 1 });
    await as("member").delete(`${base}/cycles/${source.id}/cycle-issues/${made[3].id}/`);
    expect((await as("guest").get(`${base}/cycles/${source.id}/`)).json()).toMatchObject({
      total_issues: 5,
      progress_snapshot: { total_issues: 5 },
    });
    expect((await eventsOf("cycle", source.id)).at(-1)?.payload).toMatchObject({
      cycle: { progress_snapshot: { total_issues: 5 } },
    });
    expect(await statuses((who) => as(who).post(url, { new_cycle_id: target.id }))).toEqual([200, 200, 403, 404]);
  });

  it("refuses a completed, unknown or identical target and changes nothing", async () => {
    const { base, issue, getIssue, cycle, as } = await planningKit();
    const done = await cycle({ name: "Done", start_date: day(-20), end_date: day(-11) });
    const now = await cycle({ name: "Now", start_date: day(-1), end_date: day(5) });
    const a = await issue();
    await as("member").post(`${base}/cycles/${now.id}/cycle-issues/`, { issues: [a.id] });
    const url = `${base}/cycles/${now.id}/transfer-issues/`;
    for (const [body, pattern] of [
      [{ new_cycle_id: done.id }, /^new_cycle_id: .*completed/],
      [{ new_cycle_id: now.id }, /^new_cycle_id: /],
      [{ new_cycle_id: "00000000-0000-4000-8000-000000000000" }, /^new_cycle_id: /],
      [{}, /new_cycle_id/],
    ] as const) {
      const res = await as("member").post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(pattern);
    }
    expect((await getIssue(a.id)).cycle_id).toBe(now.id);
    expect((await as("member").get(`${base}/cycles/${now.id}/`)).json().progress_snapshot).toBeNull();
  });
});
