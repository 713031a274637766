import type { IssueComment } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { getTestContext, openLive, roleMatrix } from "../../../test/harness";
import { createIssue, issueUrl, mentionHtml } from "../../../test/issues-harness";

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const issue = await createIssue(m.admin.agent, m.slug, m.projectId);
  const url = `${issueUrl(m.slug, m.projectId, issue.id)}comments/`;
  const list = async (): Promise<IssueComment[]> => (await m.admin.agent.get(url)).json();
  const subscribed = async (who: typeof m.admin) =>
    (await who.agent.get(`${issueUrl(m.slug, m.projectId, issue.id)}subscribe/`)).json().subscribed as boolean;
  return { app, m, issue, url, list, subscribed };
}

describe("issue comments", () => {
  it("lets admins, members and guests comment, listing oldest first with actor details", async () => {
    const { m, issue, url, list } = await setup();
    expect(await list()).toEqual([]);
    const res = await m.guest.agent.post(url, { comment_html: "<p>First from a guest</p>" });
    expect(res.statusCode).toBe(201);
    const first: IssueComment = res.json();
    expect(first).toMatchObject({
      issue: issue.id,
      project: m.projectId,
      comment_html: "<p>First from a guest</p>",
      comment_stripped: "First from a guest",
      access: "INTERNAL",
      actor: m.guest.user.id,
      actor_detail: { id: m.guest.user.id, display_name: m.guest.user.display_name, avatar: null },
      edited_at: null,
      comment_reactions: [],
    });
    await m.member.agent.post(url, { comment_html: "<p>Second</p>", access: "EXTERNAL" });
    await m.admin.agent.post(url, { comment_html: "<p>Third</p>" });
    const all = await list();
    expect(all.map((c) => c.comment_stripped)).toEqual(["First from a guest", "Second", "Third"]);
    expect(all[1].access).toBe("EXTERNAL");
    const one = await m.guest.agent.get(`${url}${first.id}/`);
    expect(one.json()).toEqual(first);
    const asGuest = await m.guest.agent.get(url);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json()).toHaveLength(3);
  });

  it("hides the issue's comments from outsiders and answers 404 for unknown issues and comments", async () => {
    const { m, url, list } = await setup();
    expect((await m.outsider.agent.get(url)).statusCode).toBe(404);
    const post = await m.outsider.agent.post(url, { comment_html: "<p>hi</p>" });
    expect(post.statusCode).toBe(404);
    expect(await list()).toEqual([]);
    const missing = `/api/workspaces/${m.slug}/projects/${m.projectId}/issues/00000000-0000-4000-8000-000000000000/comments/`;
    expect((await m.admin.agent.get(missing)).json()).toEqual({ error: "Issue not found" });
    expect((await m.admin.agent.get(`${url}not-a-uuid/`)).statusCode).toBe(404);
    const noComment = await m.admin.agent.patch(`${url}00000000-0000-4000-8000-000000000000/`, { comment_html: "<p>x</p>" });
    expect(noComment.statusCode).toBe(404);
    expect(noComment.json()).toEqual({ error: "Comment not found" });
  });

  it("sanitizes comment_html, dropping scripts, handlers and javascript: links", async () => {
    const { m, url } = await setup();
    const res = await m.member.agent.post(url, {
      comment_html: `<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="boom()"></p>`,
    });
    expect(res.statusCode).toBe(201);
    const html: string = res.json().comment_html;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain("Hello");
    expect(res.json().comment_stripped).toBe("Hello x");
  });

  it("refuses empty, whitespace-only, script-only and missing comments, creating nothing", async () => {
    const { m, url, list } = await setup();
    for (const comment_html of ["", "<p></p>", "<p>   </p>", "<script>alert(1)</script>"]) {
      const res = await m.member.agent.post(url, { comment_html });
      expect(res.statusCode, comment_html).toBe(400);
      expect(res.json().error).toMatch(/^comment_html: /);
    }
    const missing = await m.member.agent.post(url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^comment_html/);
    const badAccess = await m.member.agent.post(url, { comment_html: "<p>ok</p>", access: "PUBLIC" });
    expect(badAccess.statusCode).toBe(400);
    expect(badAccess.json().error).toMatch(/^access: /);
    expect(await list()).toEqual([]);
    const mentionOnly = await m.member.agent.post(url, { comment_html: `<p>${mentionHtml(m.guest.user.id)}</p>` });
    expect(mentionOnly.statusCode).toBe(201);
  });

  it("lets only the author edit, setting edited_at; others get 403 and nothing changes", async () => {
    const { m, url, list } = await setup();
    const comment: IssueComment = (await m.member.agent.post(url, { comment_html: "<p>Original</p>" })).json();
    for (const who of [m.admin, m.guest]) {
      const res = await who.agent.patch(`${url}${comment.id}/`, { comment_html: "<p>Hijacked</p>" });
      expect(res.statusCode).toBe(403);
    }
    expect((await m.outsider.agent.patch(`${url}${comment.id}/`, { comment_html: "<p>x</p>" })).statusCode).toBe(404);
    expect((await list())[0]).toEqual(comment);

    const empty = await m.member.agent.patch(`${url}${comment.id}/`, { comment_html: "<p> </p>" });
    expect(empty.statusCode).toBe(400);
    expect((await list())[0].comment_html).toBe("<p>Original</p>");

    const res = await m.member.agent.patch(`${url}${comment.id}/`, { comment_html: "<p>Edited <script>x</script></p>" });
    expect(res.statusCode).toBe(200);
    const edited: IssueComment = res.json();
    expect(edited).toMatchObject({
      id: comment.id,
      comment_html: "<p>Edited </p>",
      comment_stripped: "Edited",
      updated_by: m.member.user.id,
    });
    expect(edited.edited_at).not.toBeNull();
    expect(edited.created_at).toBe(comment.created_at);

    const guestComment: IssueComment = (await m.guest.agent.post(url, { comment_html: "<p>guest</p>" })).json();
    const guestEdit = await m.guest.agent.patch(`${url}${guestComment.id}/`, { access: "EXTERNAL" });
    expect(guestEdit.statusCode).toBe(200);
    expect(guestEdit.json()).toMatchObject({ access: "EXTERNAL", edited_at: null });
  });

  it("lets the author or a project admin delete (soft), but not other members or guests", async () => {
    const { m, url, list } = await setup();
    const byGuest: IssueComment = (await m.guest.agent.post(url, { comment_html: "<p>guest</p>" })).json();
    const byMember: IssueComment = (await m.member.agent.post(url, { comment_html: "<p>member</p>" })).json();
    expect((await m.member.agent.delete(`${url}${byGuest.id}/`)).statusCode).toBe(403);
    expect((await m.guest.agent.delete(`${url}${byMember.id}/`)).statusCode).toBe(403);
    expect((await m.outsider.agent.delete(`${url}${byMember.id}/`)).statusCode).toBe(404);
    expect(await list()).toHaveLength(2);

    expect((await m.guest.agent.delete(`${url}${byGuest.id}/`)).statusCode).toBe(204);
    expect((await m.admin.agent.delete(`${url}${byMember.id}/`)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await m.admin.agent.get(`${url}${byMember.id}/`)).statusCode).toBe(404);
    expect((await m.member.agent.patch(`${url}${byMember.id}/`, { comment_html: "<p>back</p>" })).statusCode).toBe(404);
    expect((await m.admin.agent.delete(`${url}${byMember.id}/`)).statusCode).toBe(404);
  });

  it("subscribes the commenter and mentioned project members, never mentioned strangers", async () => {
    const { m, url, subscribed } = await setup();
    expect(await subscribed(m.guest)).toBe(false);
    expect(await subscribed(m.member)).toBe(false);
    await m.guest.agent.post(url, {
      comment_html: `<p>Ping ${mentionHtml(m.member.user.id)} and ${mentionHtml(m.outsider.user.id)}</p>`,
    });
    expect(await subscribed(m.guest)).toBe(true);
    expect(await subscribed(m.member)).toBe(true);
    const { issueSubscribers } = await import("../../../db/schema");
    const { eq } = await import("drizzle-orm");
    const { app } = await getTestContext();
    const rows = await app.db.select().from(issueSubscribers).where(eq(issueSubscribers.subscriber_id, m.outsider.user.id));
    expect(rows).toEqual([]);
  });

  it("subscribes users newly mentioned in an edit", async () => {
    const { m, url, subscribed } = await setup();
    const comment: IssueComment = (await m.admin.agent.post(url, { comment_html: "<p>plain</p>" })).json();
    expect(await subscribed(m.guest)).toBe(false);
    await m.admin.agent.patch(`${url}${comment.id}/`, { comment_html: `<p>now ${mentionHtml(m.guest.user.id)}</p>` });
    expect(await subscribed(m.guest)).toBe(true);
  });

  it("sends created, updated and deleted events to other members' open screens", async () => {
    const { m, issue, url } = await setup();
    const live = await openLive(m.guest.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const comment: IssueComment = (await m.member.agent.post(url, { comment_html: "<p>Live</p>" })).json();
    const created = await live.waitFor((msg) => msg.event?.entity_type === "issue_comment" && msg.event.action === "created");
    expect(created.event).toMatchObject({
      project_id: m.projectId,
      payload: { issue_id: issue.id, comment: { id: comment.id, comment_html: "<p>Live</p>" } },
    });
    await m.member.agent.patch(`${url}${comment.id}/`, { comment_html: "<p>Live 2</p>" });
    const updated = await live.waitFor((msg) => msg.event?.entity_type === "issue_comment" && msg.event.action === "updated");
    expect(updated.event?.payload).toMatchObject({ comment: { comment_html: "<p>Live 2</p>" } });
    await m.member.agent.delete(`${url}${comment.id}/`);
    const deleted = await live.waitFor((msg) => msg.event?.entity_type === "issue_comment" && msg.event.action === "deleted");
    expect(deleted.event?.payload).toEqual({ issue_id: issue.id, comment_id: comment.id });
    live.ws.terminate();
  });
});
