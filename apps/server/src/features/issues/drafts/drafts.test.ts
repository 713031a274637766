import { describe, expect, it } from "vitest";
import { createProject, openLive } from "../../../test/harness";
import { type IssueJson, issueKit } from "../issue-test-kit";

describe("project drafts", () => {
  it("creates drafts for members only, numbered like issues, kept out of the issue list and quiet", async () => {
    const k = await issueKit();
    const url = `${k.base}/issue-drafts/`;
    const live = await openLive(k.m.admin.agent, k.m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    expect((await k.m.guest.agent.post(url, { name: "G" })).statusCode).toBe(403);
    expect((await k.m.outsider.agent.post(url, { name: "O" })).statusCode).toBe(404);
    expect((await k.m.member.agent.post(url, { name: "" })).statusCode).toBe(400);
    const res = await k.m.member.agent.post(url, { name: "Draft", priority: "high", assignee_ids: [k.m.admin.user.id] });
    expect(res.statusCode).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({
      name: "Draft",
      is_draft: true,
      sequence_id: 1,
      priority: "high",
      assignee_ids: [k.m.admin.user.id],
    });
    expect((await k.create()).sequence_id).toBe(2);
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().results.map((i: IssueJson) => i.is_draft)).toEqual([false]);
    expect(await k.activities(draft.id)).toEqual([]);
    expect(await k.subscribers(draft.id)).toEqual([]);
    await live.waitFor((msg) => msg.event?.action === "created");
    const events = live.messages.filter((msg) => msg.type === "event");
    expect(events.map((e) => (e.event?.payload.issue as { id: string } | undefined)?.id)).not.toContain(draft.id);
    live.ws.terminate();
  });

  it("shows, edits and deletes a draft for its creator only", async () => {
    const k = await issueKit();
    const url = `${k.base}/issue-drafts/`;
    const draft = (await k.m.member.agent.post(url, { name: "Mine" })).json();
    await k.m.admin.agent.post(url, { name: "Admin's" });
    const mine = (await k.m.member.agent.get(url)).json();
    expect(mine.results.map((i: IssueJson) => i.name)).toEqual(["Mine"]);
    expect(mine.total_results).toBe(1);
    expect((await k.m.guest.agent.get(url)).json().results).toEqual([]);
    expect((await k.m.outsider.agent.get(url)).statusCode).toBe(404);

    expect((await k.m.member.agent.get(`${url}${draft.id}/`)).json()).toMatchObject({
      id: draft.id,
      description_html: "<p></p>",
    });
    expect((await k.m.admin.agent.get(`${url}${draft.id}/`)).statusCode).toBe(404);
    expect((await k.m.admin.agent.get(`${k.base}/issues/${draft.id}/`)).statusCode).toBe(404);
    expect((await k.m.admin.agent.get(`${k.base}/issues/list/?issues=${draft.id}`)).json()).toEqual([]);
    expect((await k.m.member.agent.get(`${k.base}/issues/${draft.id}/`)).json().is_draft).toBe(true);
    expect((await k.m.admin.agent.patch(`${url}${draft.id}/`, { name: "Taken" })).statusCode).toBe(404);
    const edited = await k.m.member.agent.patch(`${url}${draft.id}/`, { name: "Edited", target_date: "2025-06-01" });
    expect(edited.json()).toMatchObject({ name: "Edited", target_date: "2025-06-01", is_draft: true });
    const bad = await k.m.member.agent.patch(`${url}${draft.id}/`, { start_date: "2025-07-01" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^target_date: /);
    expect(await k.activities(draft.id)).toEqual([]);

    expect((await k.m.admin.agent.delete(`${url}${draft.id}/`)).statusCode).toBe(404);
    expect((await k.m.member.agent.delete(`${url}${draft.id}/`)).statusCode).toBe(204);
    expect((await k.m.member.agent.get(`${url}${draft.id}/`)).statusCode).toBe(404);
    expect((await k.m.member.agent.get(url)).json().results).toEqual([]);
  });

  it("publishes a draft through PATCH is_draft=false with the created activity and subscriptions", async () => {
    const k = await issueKit();
    const draft = (
      await k.m.member.agent.post(`${k.base}/issue-drafts/`, { name: "Soon", assignee_ids: [k.m.guest.user.id] })
    ).json();
    const res = await k.m.member.agent.patch(`${k.base}/issue-drafts/${draft.id}/`, { is_draft: false, name: "Now" });
    expect(res.json()).toMatchObject({ id: draft.id, name: "Now", is_draft: false, sequence_id: draft.sequence_id });
    expect((await k.activities(draft.id)).map((a) => a.verb)).toEqual(["created"]);
    expect(await k.subscribers(draft.id)).toEqual([k.m.member.user.id, k.m.guest.user.id].sort());
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().results.map((i: IssueJson) => i.id)).toEqual([draft.id]);
  });
});

describe("workspace drafts", () => {
  it("lists the caller's drafts across projects, creates with project_id, edits, deletes, and converts", async () => {
    const k = await issueKit();
    const wsUrl = `/api/workspaces/${k.m.slug}/draft-issues/`;
    const other = await createProject(k.m.admin.agent, k.m.slug);
    const a = await k.m.admin.agent.post(wsUrl, { project_id: k.m.projectId, name: "In first" });
    expect(a.statusCode).toBe(201);
    const b = (await k.m.admin.agent.post(wsUrl, { project_id: other.id, name: "In second" })).json();
    expect(b).toMatchObject({ project_id: other.id, is_draft: true });
    await k.m.member.agent.post(wsUrl, { project_id: k.m.projectId, name: "Member's" });
    expect((await k.m.admin.agent.post(wsUrl, { name: "No project" })).json().error).toMatch(/^project_id: /);
    expect((await k.m.guest.agent.post(wsUrl, { project_id: k.m.projectId, name: "G" })).statusCode).toBe(403);
    expect((await k.m.outsider.agent.post(wsUrl, { project_id: k.m.projectId, name: "O" })).statusCode).toBe(404);

    const list = (await k.m.admin.agent.get(wsUrl)).json();
    expect(list.results.map((i: IssueJson) => i.name)).toEqual(["In second", "In first"]);
    expect((await k.m.outsider.agent.get(wsUrl)).statusCode).toBe(404);

    expect((await k.m.admin.agent.get(`${wsUrl}${b.id}/`)).json().name).toBe("In second");
    expect((await k.m.member.agent.get(`${wsUrl}${b.id}/`)).statusCode).toBe(404);
    expect((await k.m.admin.agent.patch(`${wsUrl}${b.id}/`, { name: "Renamed" })).json().name).toBe("Renamed");
    expect((await k.m.admin.agent.delete(`${wsUrl}${b.id}/`)).statusCode).toBe(204);
    expect((await k.m.admin.agent.get(wsUrl)).json().results.map((i: IssueJson) => i.name)).toEqual(["In first"]);

    const live = await openLive(k.m.member.agent, k.m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const toIssue = `/api/workspaces/${k.m.slug}/draft-to-issue/${a.json().id}/`;
    expect((await k.m.member.agent.post(toIssue)).statusCode).toBe(404);
    const converted = await k.m.admin.agent.post(toIssue, { priority: "urgent" });
    expect(converted.statusCode).toBe(201);
    expect(converted.json()).toMatchObject({ id: a.json().id, is_draft: false, priority: "urgent" });
    await live.waitFor(
      (msg) => msg.event?.action === "created" && (msg.event.payload.issue as { id: string }).id === a.json().id,
    );
    live.ws.terminate();
    expect((await k.activities(a.json().id)).map((r) => r.verb)).toEqual(["created"]);
    expect((await k.m.admin.agent.get(wsUrl)).json().results).toEqual([]);
    expect((await k.m.admin.agent.post(toIssue)).statusCode).toBe(404);
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().results.map((i: IssueJson) => i.name)).toEqual(["In first"]);
  });
});
