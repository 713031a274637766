import type { HistoryItem, IssueActivity, IssueRelations, RelatedIssue, RelationType } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { createProject, createWorkspace, getTestContext, openLive, roleMatrix } from "../../../test/harness";
import { createIssue, issueUrl } from "../../../test/issues-harness";
import { upsertProjectMember } from "../../projects/projects.repo";

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const [a, b, c] = [
    await createIssue(m.admin.agent, m.slug, m.projectId, { name: "Alpha" }),
    await createIssue(m.admin.agent, m.slug, m.projectId, { name: "Beta", priority: "high" }),
    await createIssue(m.admin.agent, m.slug, m.projectId, { name: "Gamma" }),
  ];
  // A second project the member is in (the guest is not), and a private one only the admin is in.
  const other = await createProject(m.admin.agent, m.slug);
  await upsertProjectMember(app.db, {
    workspace_id: a.workspace_id,
    project_id: other.id,
    member_id: m.member.user.id,
    role: 15,
  });
  const d = await createIssue(m.admin.agent, m.slug, other.id, { name: "Delta" });
  const secret = await createProject(m.admin.agent, m.slug, { network: 0 });
  const e = await createIssue(m.admin.agent, m.slug, secret.id, { name: "Epsilon" });
  const foreignWs = await createWorkspace(m.outsider.agent);
  const foreignProject = await createProject(m.outsider.agent, foreignWs.slug);
  const f = await createIssue(m.outsider.agent, foreignWs.slug, foreignProject.id);

  const url = (issue: { id: string; project_id: string }, path = "issue-relation/") =>
    `${issueUrl(m.slug, issue.project_id, issue.id)}${path}`;
  const relations = async (issue: { id: string; project_id: string }, who = m.admin): Promise<IssueRelations> =>
    (await who.agent.get(url(issue))).json();
  const ids = (list: RelatedIssue[]) => list.map((r) => r.id);
  const nonEmpty = (rel: IssueRelations) =>
    Object.fromEntries(
      Object.entries(rel)
        .filter(([, list]) => list.length > 0)
        .map(([k, list]) => [k, ids(list)]),
    );
  return { app, m, a, b, c, d, e, f, other, url, relations, nonEmpty };
}

describe("issue relations", () => {
  it("stores blocking as the inverse and shows each side its own reading", async () => {
    const { m, a, b, url, relations, nonEmpty } = await setup();
    const res = await m.member.agent.post(url(a), { relation_type: "blocking", issues: [b.id] });
    expect(res.statusCode).toBe(201);
    expect(nonEmpty(res.json())).toEqual({ blocking: [b.id] });
    const fromA = await relations(a);
    expect(Object.keys(fromA).sort()).toEqual(
      [
        "blocked_by",
        "blocking",
        "duplicate",
        "finish_after",
        "finish_before",
        "relates_to",
        "start_after",
        "start_before",
      ].sort(),
    );
    expect(fromA.blocking[0]).toMatchObject({
      id: b.id,
      name: "Beta",
      sequence_id: b.sequence_id,
      project_id: m.projectId,
      project_identifier: expect.any(String),
      state_id: b.state_id,
      priority: "high",
      relation_type: "blocking",
    });
    const fromB = await relations(b, m.guest);
    expect(nonEmpty(fromB)).toEqual({ blocked_by: [a.id] });
    expect(fromB.blocked_by[0]).toMatchObject({ name: "Alpha", relation_type: "blocked_by" });
  });

  it("reads every type from the other issue as its inverse", async () => {
    const pairs: [RelationType, RelationType][] = [
      ["blocked_by", "blocking"],
      ["start_before", "start_after"],
      ["start_after", "start_before"],
      ["finish_before", "finish_after"],
      ["finish_after", "finish_before"],
      ["relates_to", "relates_to"],
      ["duplicate", "duplicate"],
    ];
    for (const [type, inverse] of pairs) {
      const { m, a, b, c, url, relations, nonEmpty } = await setup();
      const res = await m.member.agent.post(url(a), { relation_type: type, issues: [b.id, c.id] });
      expect(res.statusCode, type).toBe(201);
      expect(nonEmpty(await relations(a)), type).toEqual({ [type]: [b.id, c.id] });
      expect(nonEmpty(await relations(b)), type).toEqual({ [inverse]: [a.id] });
      expect(nonEmpty(await relations(c)), type).toEqual({ [inverse]: [a.id] });
    }
  });

  it("keeps one relation per pair: symmetric ones are stored once, a new type replaces the old", async () => {
    const { m, a, b, url, relations, nonEmpty } = await setup();
    await m.member.agent.post(url(a), { relation_type: "relates_to", issues: [b.id] });
    await m.member.agent.post(url(b), { relation_type: "relates_to", issues: [a.id] });
    await m.member.agent.post(url(a), { relation_type: "relates_to", issues: [b.id, b.id] });
    expect(nonEmpty(await relations(a))).toEqual({ relates_to: [b.id] });
    expect(nonEmpty(await relations(b))).toEqual({ relates_to: [a.id] });
    await m.member.agent.post(url(b), { relation_type: "blocked_by", issues: [a.id] });
    expect(nonEmpty(await relations(a))).toEqual({ blocking: [b.id] });
    expect(nonEmpty(await relations(b))).toEqual({ blocked_by: [a.id] });
  });

  it("relates issues across projects the caller is in, hiding them from readers outside that project", async () => {
    const { m, a, d, url, relations, nonEmpty } = await setup();
    const res = await m.member.agent.post(url(a), { relation_type: "blocked_by", issues: [d.id] });
    expect(res.statusCode).toBe(201);
    expect(nonEmpty(await relations(d))).toEqual({ blocking: [a.id] });
    expect((await relations(a)).blocked_by[0]).toMatchObject({ id: d.id, project_id: d.project_id });
    expect(nonEmpty(await relations(a, m.guest))).toEqual({});
  });

  it("refuses bad types, self-relations and issues outside the caller's projects or workspace, changing nothing", async () => {
    const { m, a, b, e, f, url, relations, nonEmpty } = await setup();
    const bad = await m.member.agent.post(url(a), { relation_type: "parent_of", issues: [b.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^relation_type: /);
    const self = await m.member.agent.post(url(a), { relation_type: "relates_to", issues: [b.id, a.id] });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe("issues: an issue cannot be related to itself");
    for (const target of [e.id, f.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await m.member.agent.post(url(a), { relation_type: "relates_to", issues: [b.id, target] });
      expect(res.statusCode, target).toBe(400);
      expect(res.json().error).toMatch(/^issues: /);
    }
    for (const issues of [[], ["nope"], "x"]) {
      const res = await m.member.agent.post(url(a), { relation_type: "relates_to", issues });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^issues/);
    }
    expect(nonEmpty(await relations(a))).toEqual({});
    expect(nonEmpty(await relations(b))).toEqual({});
    // The admin is in the private project, so for them the same relation is fine.
    expect((await m.admin.agent.post(url(a), { relation_type: "relates_to", issues: [e.id] })).statusCode).toBe(201);
  });

  it("lets guests read but not change relations, and answers 404 to outsiders", async () => {
    const { m, a, b, url, relations, nonEmpty } = await setup();
    expect((await m.guest.agent.get(url(a))).statusCode).toBe(200);
    expect((await m.guest.agent.post(url(a), { relation_type: "relates_to", issues: [b.id] })).statusCode).toBe(403);
    expect((await m.outsider.agent.get(url(a))).statusCode).toBe(404);
    expect((await m.outsider.agent.post(url(a), { relation_type: "relates_to", issues: [b.id] })).statusCode).toBe(404);
    await m.member.agent.post(url(a), { relation_type: "relates_to", issues: [b.id] });
    const remove = { relation_type: "relates_to", related_issue: b.id };
    expect((await m.guest.agent.post(url(a, "remove-relation/"), remove)).statusCode).toBe(403);
    expect((await m.outsider.agent.post(url(a, "remove-relation/"), remove)).statusCode).toBe(404);
    expect(nonEmpty(await relations(a))).toEqual({ relates_to: [b.id] });
  });

  it("removes a relation from either side by its reading there", async () => {
    const { m, a, b, c, url, relations, nonEmpty } = await setup();
    await m.member.agent.post(url(a), { relation_type: "blocking", issues: [b.id] });
    await m.member.agent.post(url(a), { relation_type: "duplicate", issues: [c.id] });
    const wrongType = await m.member.agent.post(url(b, "remove-relation/"), { relation_type: "blocking", related_issue: a.id });
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json()).toEqual({ error: "Relation not found" });
    expect(nonEmpty(await relations(a))).toEqual({ blocking: [b.id], duplicate: [c.id] });

    const res = await m.member.agent.post(url(b, "remove-relation/"), { relation_type: "blocked_by", related_issue: a.id });
    expect(res.statusCode).toBe(204);
    expect(
      (await m.admin.agent.post(url(c, "remove-relation/"), { relation_type: "duplicate", related_issue: a.id })).statusCode,
    ).toBe(204);
    expect(nonEmpty(await relations(a))).toEqual({});
    expect(nonEmpty(await relations(b))).toEqual({});
    const bad = await m.member.agent.post(url(a, "remove-relation/"), { relation_type: "relates_to", related_issue: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^related_issue/);
  });

  it("writes activity on both issues when a relation is added and removed", async () => {
    const { m, a, b, url } = await setup();
    await m.member.agent.post(url(a), { relation_type: "start_after", issues: [b.id] });
    await m.member.agent.post(url(a, "remove-relation/"), { relation_type: "start_after", related_issue: b.id });
    const activity = async (issue: typeof a) =>
      ((await m.admin.agent.get(url(issue, "history/?activity_type=issue-property"))).json() as HistoryItem[])
        .filter((x): x is IssueActivity & HistoryItem => "field" in x && !!x.field?.startsWith("start_"))
        .map((x) => [x.verb, x.field, x.new_identifier ?? x.old_identifier, x.actor]);
    expect(await activity(a)).toEqual([
      ["created", "start_after", b.id, m.member.user.id],
      ["deleted", "start_after", b.id, m.member.user.id],
    ]);
    expect(await activity(b)).toEqual([
      ["created", "start_before", a.id, m.member.user.id],
      ["deleted", "start_before", a.id, m.member.user.id],
    ]);
  });

  it("sends an issue_relation event for each side to open screens", async () => {
    const { m, a, b, url } = await setup();
    const live = await openLive(m.guest.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    await m.member.agent.post(url(a), { relation_type: "blocking", issues: [b.id] });
    const isRelation = (issueId: string) => (msg: { event?: { entity_type: string; payload: Record<string, unknown> } }) =>
      msg.event?.entity_type === "issue_relation" && msg.event.payload.issue_id === issueId;
    const fromA = await live.waitFor(isRelation(a.id));
    expect(fromA.event).toMatchObject({
      action: "created",
      project_id: m.projectId,
      payload: { related_issue_id: b.id, relation_type: "blocking" },
    });
    const fromB = await live.waitFor(isRelation(b.id));
    expect(fromB.event?.payload).toMatchObject({
      related_issue_id: a.id,
      relation_type: "blocked_by",
      related_issue: { id: a.id, name: "Alpha" },
    });
    live.ws.terminate();
  });
});
