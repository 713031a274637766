import { describe, expect, it } from "vitest";
import { createProject, getTestContext, roleMatrix } from "../../test/harness";
import { createIssue, issueUrl } from "../../test/issues-harness";

type ActivityJson = {
  verb: string;
  field: string | null;
  actor: string;
  issue: string;
  project: string;
  workspace_slug: string;
  issue_detail: { id: string; name: string; identifier: string; sequence_id: number };
  created_at: string;
};

/**
 * The member acts in two projects of the workspace: the guest belongs to the first only. In the first
 * the member creates A and renames it, and relates A to B of the second project; in the second they create
 * B; they also keep a draft.
 */
async function activityKit() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const ws = `/api/workspaces/${m.slug}`;
  const second = await createProject(m.admin.agent, m.slug, { name: "Second" });
  const joined = await m.admin.agent.post(`${ws}/projects/${second.id}/members/`, {
    members: [{ member_id: m.member.user.id, role: 15 }],
  });
  expect(joined.statusCode, joined.body).toBeLessThan(300);
  const a = await createIssue(m.member.agent, m.slug, m.projectId, { name: "A" });
  const renamed = await m.member.agent.patch(issueUrl(m.slug, m.projectId, a.id), { name: "A renamed" });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const b = await createIssue(m.member.agent, m.slug, second.id, { name: "B" });
  const related = await m.member.agent.post(`${issueUrl(m.slug, m.projectId, a.id)}issue-relation/`, {
    relation_type: "relates_to",
    issues: [b.id],
  });
  expect(related.statusCode, related.body).toBeLessThan(300);
  const draft = await m.member.agent.post(`${ws}/projects/${m.projectId}/issue-drafts/`, { name: "Draft" });
  expect(draft.statusCode).toBe(201);
  return { app, m, ws, a, b, secondId: second.id };
}

const isNewestFirst = (rows: ActivityJson[]) => rows.every((row, i) => i === 0 || rows[i - 1].created_at >= row.created_at);

describe("a member's activity (user-activity/{userId}/)", () => {
  it("shows only what the caller may read, newest first", async () => {
    const { m, ws, a, b } = await activityKit();
    const url = `${ws}/user-activity/${m.member.user.id}/`;
    const byAdmin = await m.admin.agent.get(url);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const all: ActivityJson[] = byAdmin.json().results;
    expect(all.every((r) => r.actor === m.member.user.id && r.workspace_slug === m.slug)).toBe(true);
    expect(isNewestFirst(all)).toBe(true);
    expect(new Set(all.map((r) => r.issue))).toEqual(new Set([a.id, b.id]));
    expect(all.some((r) => r.issue === a.id && r.field === "relates_to")).toBe(true);
    expect(all.find((r) => r.issue === a.id)?.issue_detail).toMatchObject({ id: a.id, name: "A renamed" });

    const byGuest: ActivityJson[] = (await m.guest.agent.get(url)).json().results;
    expect(byGuest.length).toBeGreaterThan(0);
    // Nothing of the second project, and not the relation row that names its issue B either.
    expect(byGuest.every((r) => r.issue === a.id)).toBe(true);
    expect(byGuest.some((r) => r.field === "relates_to")).toBe(false);
    expect(byGuest.some((r) => r.field === "name")).toBe(true);
  });

  it("answers 404 for an outsider and for someone not in the workspace; 400 for a bad cursor", async () => {
    const { m, ws } = await activityKit();
    expect((await m.outsider.agent.get(`${ws}/user-activity/${m.member.user.id}/`)).statusCode).toBe(404);
    expect((await m.admin.agent.get(`${ws}/user-activity/${m.outsider.user.id}/`)).statusCode).toBe(404);
    expect((await m.admin.agent.get(`${ws}/user-activity/not-a-user/`)).statusCode).toBe(404);
    const bad = await m.admin.agent.get(`${ws}/user-activity/${m.member.user.id}/?cursor=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/cursor/);
    expect((await m.admin.agent.get(`${ws}/user-activity/${m.member.user.id}/?per_page=0`)).statusCode).toBe(400);
  });
});

describe("the caller's activity (me/activities/)", () => {
  it("pages the caller's own activity with the cursor envelope", async () => {
    const { m } = await activityKit();
    const first = await m.member.agent.get("/api/users/me/activities/?per_page=2");
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.results).toHaveLength(2);
    expect(page).toMatchObject({ next_cursor: "2:1:0", next_page_results: true, prev_page_results: false });
    const total: number = page.total_results;
    const rest = (await m.member.agent.get(`/api/users/me/activities/?cursor=${page.next_cursor}`)).json();
    const everything: ActivityJson[] = (await m.member.agent.get(`/api/users/me/activities/?per_page=${total}`)).json().results;
    expect(everything).toHaveLength(total);
    expect(isNewestFirst(everything)).toBe(true);
    expect(page.results.map((r: ActivityJson) => r.issue)).toEqual(everything.slice(0, 2).map((r) => r.issue));
    expect(rest.results.map((r: ActivityJson) => r.issue)).toEqual(everything.slice(2, 4).map((r) => r.issue));
    // The admin's own feed holds none of the member's rows.
    const admins: ActivityJson[] = (await m.admin.agent.get("/api/users/me/activities/")).json().results;
    expect(admins.every((r) => r.actor === m.admin.user.id)).toBe(true);
  });

  it("leaves out issues the caller can no longer read", async () => {
    const { m, ws, b, secondId } = await activityKit();
    const before: ActivityJson[] = (await m.member.agent.get("/api/users/me/activities/?per_page=100")).json().results;
    expect(before.some((r) => r.issue === b.id)).toBe(true);
    const members = (await m.admin.agent.get(`${ws}/projects/${secondId}/members/`)).json() as {
      id: string;
      member: { id: string };
    }[];
    const membership = members.find((x) => x.member.id === m.member.user.id);
    expect(membership).toBeDefined();
    const removed = await m.admin.agent.delete(`${ws}/projects/${secondId}/members/${membership?.id}/`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after: ActivityJson[] = (await m.member.agent.get("/api/users/me/activities/?per_page=100")).json().results;
    expect(after.some((r) => r.issue === b.id)).toBe(false);
    expect(after.some((r) => r.field === "relates_to")).toBe(false);
    expect(after.length).toBeGreaterThan(0);
    expect((await m.member.agent.get("/api/users/me/activities/?per_page=abc")).statusCode).toBe(400);
  });
});
