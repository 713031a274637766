import { describe, expect, it } from "vitest";
import { createProject, getTestContext, roleMatrix } from "../../test/harness";

/**
 * The member's issues in two projects; the guest belongs to the first only. In the first: X urgent
 * started, Y high completed, W none cancelled (created by the member), V low backlog (created by the
 * member, unassigned), an archived completed one and a draft, all but V assigned to the member. In the
 * second: J medium backlog, created by and assigned to the member.
 */
async function profileKit() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const ws = `/api/workspaces/${m.slug}`;
  const p1 = `${ws}/projects/${m.projectId}`;
  const second = await createProject(m.admin.agent, m.slug, { name: "Another project" });
  const p2 = `${ws}/projects/${second.id}`;
  const joined = await m.admin.agent.post(`${p2}/members/`, { members: [{ member_id: m.member.user.id, role: 15 }] });
  expect(joined.statusCode, joined.body).toBeLessThan(300);
  const states = async (base: string) =>
    ((await m.admin.agent.get(`${base}/states/`)).json() as { id: string; group: string }[]).reduce<Record<string, string>>(
      (acc, s) => Object.assign(acc, { [s.group]: s.id }),
      {},
    );
  const s1 = await states(p1);
  const s2 = await states(p2);
  const create = async (who: "admin" | "member", base: string, body: Record<string, unknown>) => {
    const res = await m[who].agent.post(`${base}/issues/`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const me = [m.member.user.id];
  await create("admin", p1, { name: "X", priority: "urgent", state_id: s1.started, assignee_ids: me });
  await create("admin", p1, { name: "Y", priority: "high", state_id: s1.completed, assignee_ids: me });
  await create("member", p1, { name: "W", priority: "none", state_id: s1.cancelled, assignee_ids: me });
  await create("member", p1, { name: "V", priority: "low" });
  const old = await create("admin", p1, { name: "Old", priority: "urgent", state_id: s1.completed, assignee_ids: me });
  expect((await m.admin.agent.post(`${p1}/issues/${old.id}/archive/`)).statusCode).toBe(200);
  const draft = await m.member.agent.post(`${p1}/issue-drafts/`, { name: "Draft", assignee_ids: me });
  expect(draft.statusCode).toBe(201);
  await create("member", p2, { name: "J", priority: "medium", state_id: s2.backlog, assignee_ids: me });
  return { app, m, ws, secondId: second.id };
}

describe("user stats", () => {
  it("counts the member's issues in the projects the caller belongs to", async () => {
    const { m, ws } = await profileKit();
    const res = await m.admin.agent.get(`${ws}/user-stats/${m.member.user.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      assigned_issues: 4,
      pending_issues: 2,
      completed_issues: 1,
      created_issues: 3,
      subscribed_issues: 5,
      state_distribution: { backlog: 1, unstarted: 0, started: 1, completed: 1, cancelled: 1 },
      priority_distribution: { urgent: 1, high: 1, medium: 1, low: 0, none: 1 },
    });
  });

  it("shows a guest only the projects they belong to", async () => {
    const { m, ws } = await profileKit();
    const res = await m.guest.agent.get(`${ws}/user-stats/${m.member.user.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assigned_issues: 3,
      pending_issues: 1,
      completed_issues: 1,
      created_issues: 2,
      subscribed_issues: 4,
      state_distribution: { backlog: 0, started: 1, completed: 1, cancelled: 1 },
    });
  });

  it("answers 404 for people outside the workspace and callers outside it", async () => {
    const { m, ws } = await profileKit();
    for (const id of [m.outsider.user.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      for (const path of ["user-stats", "user-profile", "user-issues"]) {
        const res = await m.admin.agent.get(`${ws}/${path}/${id}/`);
        expect(res.statusCode, `${path} ${id}`).toBe(404);
        expect(res.json().error).toBe("Member not found");
      }
    }
    expect((await m.outsider.agent.get(`${ws}/user-stats/${m.member.user.id}/`)).statusCode).toBe(404);
    expect((await m.outsider.agent.get(`${ws}/user-profile/${m.member.user.id}/`)).statusCode).toBe(404);
  });
});

describe("user profile", () => {
  it("names the member, their role and the shared projects with per-project counts", async () => {
    const { m, ws, secondId } = await profileKit();
    const res = await m.admin.agent.get(`${ws}/user-profile/${m.member.user.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user_data).toMatchObject({ id: m.member.user.id, first_name: "Test", display_name: m.member.user.display_name });
    expect(body.user_data.date_joined).toEqual(expect.any(String));
    expect(body.role).toBe(15);
    const byId = Object.fromEntries(body.project_data.map((p: { id: string }) => [p.id, p]));
    expect(Object.keys(byId).sort()).toEqual([m.projectId, secondId].sort());
    expect(byId[m.projectId]).toMatchObject({ assigned_issues: 3, pending_issues: 1, completed_issues: 1, created_issues: 2 });
    expect(byId[secondId]).toMatchObject({
      name: "Another project",
      assigned_issues: 1,
      pending_issues: 1,
      completed_issues: 0,
      created_issues: 1,
    });

    const forGuest = (await m.guest.agent.get(`${ws}/user-profile/${m.member.user.id}/`)).json();
    expect(forGuest.project_data.map((p: { id: string }) => p.id)).toEqual([m.projectId]);
    const guestOwn = (await m.member.agent.get(`${ws}/user-profile/${m.guest.user.id}/`)).json();
    expect(guestOwn.role).toBe(5);
    expect(guestOwn.project_data.map((p: { id: string }) => p.id)).toEqual([m.projectId]);
  });
});

describe("user issues", () => {
  it("lists assigned (default), created and subscribed issues with every list parameter", async () => {
    const { m, ws } = await profileKit();
    const list = async (who: "admin" | "guest", query: string) => {
      const res = await m[who].agent.get(`${ws}/user-issues/${m.member.user.id}/${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as { name: string }[]).map((i) => i.name).sort();
    };
    expect(await list("admin", "")).toEqual(["J", "W", "X", "Y"]);
    expect(await list("admin", "?type=assigned")).toEqual(["J", "W", "X", "Y"]);
    expect(await list("admin", "?type=created")).toEqual(["J", "V", "W"]);
    expect(await list("admin", "?type=subscribed")).toEqual(["J", "V", "W", "X", "Y"]);
    expect(await list("guest", "?type=assigned")).toEqual(["W", "X", "Y"]);
    expect(await list("admin", "?type=assigned&priority=urgent,medium")).toEqual(["J", "X"]);
    expect(await list("admin", "?type=active")).toEqual(["X"]);

    const grouped = await m.admin.agent.get(`${ws}/user-issues/${m.member.user.id}/?type=assigned&group_by=priority`);
    expect(grouped.json().results.urgent.total_results).toBe(1);
    const bad = await m.admin.agent.get(`${ws}/user-issues/${m.member.user.id}/?type=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("type");
    expect((await m.admin.agent.get(`${ws}/user-issues/${m.member.user.id}/?order_by=nonsense`)).statusCode).toBe(400);
  });
});
