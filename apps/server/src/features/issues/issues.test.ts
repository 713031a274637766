import { ROLE, SORT_ORDER_STEP } from "@hangar/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../../db/schema";
import { addMember, createProject, signUp } from "../../test/harness";
import { issueKit } from "./issue-test-kit";

describe("issues: create", () => {
  it("answers the created issue with every field, in the default state, numbered 1, 2, 3", async () => {
    const k = await issueKit();
    const res = await k.m.member.agent.post(`${k.base}/issues/`, { name: "  First  " });
    expect(res.statusCode).toBe(201);
    const issue = res.json();
    const defaultState = k.states.find((s) => s.default)?.id;
    expect(issue).toMatchObject({
      name: "First",
      sequence_id: 1,
      sort_order: 65535,
      state_id: defaultState,
      priority: "none",
      estimate_point: null,
      label_ids: [],
      assignee_ids: [],
      module_ids: [],
      cycle_id: null,
      parent_id: null,
      project_id: k.m.projectId,
      type_id: null,
      sub_issues_count: 0,
      link_count: 0,
      attachment_count: 0,
      start_date: null,
      target_date: null,
      completed_at: null,
      archived_at: null,
      created_by: k.m.member.user.id,
      is_draft: false,
      is_epic: false,
      is_subscribed: true,
      description_html: "<p></p>",
    });
    expect(typeof issue.workspace_id).toBe("string");
    expect(new Date(issue.created_at).toISOString()).toBe(issue.created_at);
    const second = await k.create();
    const third = await k.create({ state_id: defaultState });
    expect([second.sequence_id, third.sequence_id]).toEqual([2, 3]);
    expect([second.sort_order, third.sort_order]).toEqual([75535, 85535]);
    const started = await k.create({ state_id: k.stateOf("started") });
    expect(started.sort_order).toBe(65535);
    const placed = await k.create({ sort_order: 12.5 });
    expect(placed.sort_order).toBe(12.5);
  });

  it("lets members and admins create, never guests (403) or outsiders (404)", async () => {
    const k = await issueKit();
    const url = `${k.base}/issues/`;
    expect((await k.m.admin.agent.post(url, { name: "A" })).statusCode).toBe(201);
    expect((await k.m.member.agent.post(url, { name: "M" })).statusCode).toBe(201);
    expect((await k.m.guest.agent.post(url, { name: "G" })).statusCode).toBe(403);
    expect((await k.m.outsider.agent.post(url, { name: "O" })).statusCode).toBe(404);
    const list = (await k.m.guest.agent.get(url)).json();
    expect(list.results.map((i: { name: string }) => i.name).sort()).toEqual(["A", "M"]);
  });

  it("starts a new issue completed when the project's default state is a completed one", async () => {
    const k = await issueKit();
    const done = k.stateOf("completed");
    expect((await k.m.admin.agent.post(`${k.base}/states/${done}/mark-default/`, {})).statusCode).toBeLessThan(300);
    const issue = await k.create();
    expect(issue.state_id).toBe(done);
    expect(issue.completed_at).not.toBeNull();
    expect((await k.get(issue.id)).completed_at).toBe(issue.completed_at);
  });

  it("announces a create with the issue as answered, numbered and placed, in its default state", async () => {
    const k = await issueKit();
    const { events } = await import("../../db/schema");
    const { and, eq } = await import("drizzle-orm");
    const createdEvent = async (issueId: string) => {
      const rows = await k.app.db
        .select()
        .from(events)
        .where(and(eq(events.entity_id, issueId), eq(events.action, "created")));
      expect(rows).toHaveLength(1);
      return (rows[0].payload as { issue: Record<string, unknown> }).issue;
    };
    const withoutReader = ({ is_subscribed: _, ...issue }: Record<string, unknown>) => issue;
    const plain = await k.create({ name: "Plain" });
    expect(await createdEvent(plain.id)).toEqual(withoutReader(plain));
    const done = k.stateOf("completed");
    expect((await k.m.admin.agent.post(`${k.base}/states/${done}/mark-default/`, {})).statusCode).toBeLessThan(300);
    const finished = await k.create({ name: "Finished", label_ids: [await k.label()], priority: "urgent" });
    expect(finished).toMatchObject({ state_id: done, sequence_id: plain.sequence_id + 1 });
    expect(await createdEvent(finished.id)).toEqual(withoutReader(finished));
    expect(withoutReader(await k.get(finished.id))).toMatchObject(withoutReader(finished));
  });

  it("stores labels, assignees, priority, dates and a parent, and sanitizes the description", async () => {
    const k = await issueKit();
    const [l1, l2] = [await k.label(), await k.label()];
    const parent = await k.create({ name: "Parent" });
    const res = await k.m.member.agent.post(`${k.base}/issues/`, {
      name: "Full",
      priority: "high",
      label_ids: [l1, l2, l1],
      assignee_ids: [k.m.member.user.id, k.m.guest.user.id],
      start_date: "2025-01-01",
      target_date: "2025-01-01",
      parent_id: parent.id,
      description_html: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
    });
    expect(res.statusCode).toBe(201);
    const issue = res.json();
    expect(issue).toMatchObject({ priority: "high", start_date: "2025-01-01", target_date: "2025-01-01", parent_id: parent.id });
    expect(issue.label_ids.sort()).toEqual([l1, l2].sort());
    expect(issue.assignee_ids.sort()).toEqual([k.m.member.user.id, k.m.guest.user.id].sort());
    expect(issue.description_html).not.toMatch(/script|onclick|javascript/);
    expect(issue.description_html).toContain("Hi");
    expect((await k.get(parent.id)).sub_issues_count).toBe(1);
    // The answer's links, counts and subscription are what a later read of the issue says, in its order.
    const fields = [
      "label_ids",
      "assignee_ids",
      "module_ids",
      "cycle_id",
      "sub_issues_count",
      "link_count",
      "attachment_count",
      "is_subscribed",
    ];
    const shown = (i: Record<string, unknown>) => fields.map((f) => i[f]);
    const read = await k.m.member.agent.get(`${k.base}/issues/${issue.id}/`);
    expect(shown(issue)).toEqual(shown(read.json()));
  });

  it("refuses bad input with a 400 naming the field and creates nothing", async () => {
    const k = await issueKit();
    const other = await createProject(k.m.admin.agent, k.m.slug);
    const otherBase = `/api/workspaces/${k.m.slug}/projects/${other.id}`;
    const foreignState = (await k.m.admin.agent.get(`${otherBase}/states/`)).json()[0].id;
    const foreignLabel = await k.label("Foreign", otherBase);
    const foreignIssue = (await k.m.admin.agent.post(`${otherBase}/issues/`, { name: "Elsewhere" })).json().id;
    const stranger = await signUp(k.app);
    const wsOnly = await signUp(k.app);
    await addMember(k.app, { workspaceSlug: k.m.slug, userId: wsOnly.user.id, role: ROLE.MEMBER });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "" }, /^name: /],
      [{ name: "   " }, /^name: /],
      [{ name: "x".repeat(256) }, /^name: .*255/],
      [{}, /name/],
      [{ name: "A", priority: "critical" }, /^priority: /],
      [{ name: "A", start_date: "01/02/2025" }, /^start_date: .*YYYY-MM-DD/],
      [{ name: "A", target_date: "2025-02-30" }, /^target_date: /],
      [{ name: "A", start_date: "2025-03-02", target_date: "2025-03-01" }, /^target_date: must be on or after start_date/],
      [{ name: "A", state_id: foreignState }, /^state_id: /],
      [{ name: "A", state_id: "not-a-uuid" }, /^state_id: /],
      [{ name: "A", label_ids: [foreignLabel] }, /^label_ids: /],
      [{ name: "A", assignee_ids: [stranger.user.id] }, /^assignee_ids: /],
      [{ name: "A", assignee_ids: [wsOnly.user.id] }, /^assignee_ids: /],
      [{ name: "A", parent_id: foreignIssue }, /^parent_id: /],
      [{ name: "A", parent_id: "00000000-0000-4000-8000-000000000000" }, /^parent_id: /],
    ];
    for (const [body, message] of cases) {
      const res = await k.m.member.agent.post(`${k.base}/issues/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toMatch(message);
    }
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().total_results).toBe(0);
    expect((await k.create({ name: "x".repeat(255) })).sequence_id).toBe(1);
  });

  it("subscribes the creator, the assignees and mentioned members, not mentioned strangers", async () => {
    const k = await issueKit();
    const stranger = await signUp(k.app);
    const mention = (id: string) =>
      `<mention-component entity_identifier="${id}" entity_name="user_mention"></mention-component>`;
    const issue = await k.create(
      {
        assignee_ids: [k.m.guest.user.id],
        description_html: `<p>hey ${mention(k.m.admin.user.id)} ${mention(stranger.user.id)}</p>`,
      },
      "member",
    );
    expect(await k.subscribers(issue.id)).toEqual([k.m.admin.user.id, k.m.member.user.id, k.m.guest.user.id].sort());
    expect(issue.is_subscribed).toBe(true);
    const other = await k.create();
    expect((await k.m.member.agent.get(`${k.base}/issues/${other.id}/`)).json().is_subscribed).toBe(false);
    await k.m.admin.agent.patch(`${k.base}/issues/${other.id}/`, { assignee_ids: [k.m.member.user.id] });
    expect((await k.m.member.agent.get(`${k.base}/issues/${other.id}/`)).json().is_subscribed).toBe(true);
  });
});

describe("issues: sequence ids", () => {
  it("never reuses a number, even after the newest issue is deleted", async () => {
    const k = await issueKit();
    await k.create();
    const second = await k.create();
    expect((await k.m.admin.agent.delete(`${k.base}/issues/${second.id}/`)).statusCode).toBe(204);
    expect((await k.create()).sequence_id).toBe(3);
  });

  it("gives ten concurrent creates ten distinct numbers", async () => {
    const k = await issueKit();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => k.m.member.agent.post(`${k.base}/issues/`, { name: `Concurrent ${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = results.map((r) => r.json().sequence_id).sort((a, b) => a - b);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(results.map((r) => r.json().sort_order)).size).toBe(10);
    // Numbered and placed together, each after the one numbered before it; events carry the same.
    const created = results.map((r) => r.json()).sort((a, b) => a.sequence_id - b.sequence_id);
    expect(created.map((i) => i.sort_order)).toEqual(created.map((_, n) => 65535 + n * SORT_ORDER_STEP));
    const sent = await k.app.db
      .select({ payload: events.payload })
      .from(events)
      .where(and(eq(events.project_id, k.m.projectId), eq(events.entity_type, "issue"), eq(events.action, "created")));
    const announced = sent.map((e) => (e.payload as { issue: { sequence_id: number; sort_order: number } }).issue);
    expect(announced.map((i) => [i.sequence_id, i.sort_order]).sort((a, b) => a[0] - b[0])).toEqual(
      created.map((i) => [i.sequence_id, i.sort_order]),
    );
  });

  it("keeps a place asked for, and numbers drafts in the same count", async () => {
    const k = await issueKit();
    const placed = await k.create({ name: "Placed", sort_order: 12.5 });
    expect(placed).toMatchObject({ sequence_id: 1, sort_order: 12.5 });
    const draft = await k.m.admin.agent.post(`${k.base}/issue-drafts/`, { name: "Draft" });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ sequence_id: 2, is_draft: true });
    expect((await k.create({ name: "After" })).sort_order).toBe(Math.max(12.5, draft.json().sort_order) + SORT_ORDER_STEP);
  });

  it("counts per project", async () => {
    const k = await issueKit();
    await k.create();
    const other = await createProject(k.m.admin.agent, k.m.slug);
    const res = await k.m.admin.agent.post(`/api/workspaces/${k.m.slug}/projects/${other.id}/issues/`, { name: "B" });
    expect(res.json().sequence_id).toBe(1);
  });
});

describe("issues: read, update, delete", () => {
  it("reads one issue for every project role, 404 for outsiders, unknown and malformed ids", async () => {
    const k = await issueKit();
    const issue = await k.create();
    for (const who of ["admin", "member", "guest"] as const) {
      const res = await k.m[who].agent.get(`${k.base}/issues/${issue.id}/`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({ id: issue.id, description_html: "<p></p>" });
    }
    expect((await k.m.outsider.agent.get(`${k.base}/issues/${issue.id}/`)).statusCode).toBe(404);
    const missing = await k.m.admin.agent.get(`${k.base}/issues/00000000-0000-4000-8000-000000000000/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Issue not found" });
    expect((await k.m.admin.agent.get(`${k.base}/issues/nope/`)).statusCode).toBe(404);
  });

  it("lets members edit, not guests or outsiders, and refuses bad edits leaving the issue as it was", async () => {
    const k = await issueKit();
    const issue = await k.create({ start_date: "2025-05-10" });
    const url = `${k.base}/issues/${issue.id}/`;
    expect((await k.m.guest.agent.patch(url, { name: "G" })).statusCode).toBe(403);
    expect((await k.m.outsider.agent.patch(url, { name: "O" })).statusCode).toBe(404);
    const ok = await k.m.member.agent.patch(url, { name: "Renamed", priority: "urgent" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: "Renamed", priority: "urgent", updated_by: k.m.member.user.id });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "" }, /^name: /],
      [{ priority: "p1" }, /^priority: /],
      [{ target_date: "2025-05-09" }, /^target_date: must be on or after start_date/],
      [{ target_date: "2025-5-9" }, /^target_date: /],
      [{ unknown_field: 1 }, /unknown_field|Unrecognized/i],
      [{ parent_id: issue.id }, /^parent_id: /],
    ];
    for (const [body, message] of cases) {
      const res = await k.m.member.agent.patch(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toMatch(message);
    }
    expect(await k.get(issue.id)).toMatchObject({ name: "Renamed", priority: "urgent", target_date: null, parent_id: null });
    const missing = await k.m.member.agent.patch(`${k.base}/issues/00000000-0000-4000-8000-000000000000/`, { name: "X" });
    expect(missing.statusCode).toBe(404);
  });

  it("sets completed_at when the state enters the completed group and clears it when it leaves", async () => {
    const k = await issueKit();
    const issue = await k.create();
    const url = `${k.base}/issues/${issue.id}/`;
    expect(issue.completed_at).toBeNull();
    const done = (await k.m.member.agent.patch(url, { state_id: k.stateOf("completed") })).json();
    expect(done.completed_at).not.toBeNull();
    expect(Date.now() - new Date(done.completed_at).getTime()).toBeLessThan(60_000);
    const renamed = (await k.m.member.agent.patch(url, { name: "Still done" })).json();
    expect(renamed.completed_at).toBe(done.completed_at);
    const cancelled = (await k.m.member.agent.patch(url, { state_id: k.stateOf("cancelled") })).json();
    expect(cancelled.completed_at).toBeNull();
    const createdDone = await k.create({ state_id: k.stateOf("completed") });
    expect(createdDone.completed_at).not.toBeNull();
  });

  it("deletes (soft) for a project admin or the creator only; the issue is then gone everywhere", async () => {
    const k = await issueKit();
    const byMember = await k.create({}, "member");
    const byAdmin = await k.create({}, "admin");
    const url = (id: string) => `${k.base}/issues/${id}/`;
    expect((await k.m.guest.agent.delete(url(byMember.id))).statusCode).toBe(403);
    expect((await k.m.outsider.agent.delete(url(byMember.id))).statusCode).toBe(404);
    expect((await k.m.member.agent.delete(url(byAdmin.id))).statusCode).toBe(403);
    expect((await k.get(byAdmin.id)).id).toBe(byAdmin.id);
    expect((await k.m.member.agent.delete(url(byMember.id))).statusCode).toBe(204);
    expect((await k.m.admin.agent.delete(url(byAdmin.id))).statusCode).toBe(204);
    expect((await k.m.admin.agent.get(url(byAdmin.id))).statusCode).toBe(404);
    expect((await k.m.admin.agent.delete(url(byAdmin.id))).statusCode).toBe(404);
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().results).toEqual([]);
    const deleted = (await k.m.guest.agent.get(`${k.base}/deleted-issues/`)).json();
    expect(deleted.map((d: { id: string }) => d.id).sort()).toEqual([byMember.id, byAdmin.id].sort());
    expect(typeof deleted[0].deleted_at).toBe("string");
    expect((await k.m.outsider.agent.get(`${k.base}/deleted-issues/`)).statusCode).toBe(404);
  });

  it("detaches the sub-issues of a deleted parent", async () => {
    const k = await issueKit();
    const parent = await k.create();
    const child = await k.create({ parent_id: parent.id });
    await k.m.admin.agent.delete(`${k.base}/issues/${parent.id}/`);
    expect((await k.get(child.id)).parent_id).toBeNull();
    const rows = await k.activities(child.id);
    expect(rows.at(-1)).toMatchObject({ field: "parent", old_identifier: parent.id, new_identifier: null });
  });
});
