import { describe, expect, it } from "vitest";
import { addMember, signUp } from "../../test/harness";
import { mentionHtml } from "../../test/issues-harness";
import { notificationKit } from "./notification-test-kit";

describe("mentions", () => {
  it("a user newly mentioned in a description is subscribed and gets one mention instead of the generic notification", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.guest, issue.id);
    await k.patchIssue(m.admin, issue.id, { description_html: `<p>Look ${mentionHtml(m.member.user.id)}</p>`, priority: "high" });

    const [mention, ...rest] = await k.about(m.member, issue.id);
    expect(rest).toEqual([]);
    expect(mention).toMatchObject({
      sender: "mentioned",
      is_mentioned_notification: true,
      data: { issue_activity: { field: "description", verb: "updated", old_value: null, new_value: null } },
    });
    expect((await m.member.agent.get(`${k.base}/issues/${issue.id}/subscribe/`)).json()).toEqual({ subscribed: true });
    // The follower hears of the priority, not of the description.
    expect((await k.about(m.guest, issue.id)).map((n) => [n.sender, n.data.issue_activity.field])).toEqual([
      ["subscribed", "priority"],
    ]);
    expect(await k.counts(m.member)).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 1 });

    // Mentioned again in a later edit: no longer new, so only the generic notification of what changed.
    await k.patchIssue(m.admin, issue.id, { description_html: `<p>Still ${mentionHtml(m.member.user.id)}</p>`, priority: "low" });
    expect((await k.about(m.member, issue.id)).map((n) => n.sender)).toEqual(["mentioned", "subscribed"]);
  });

  it("a mention in a new issue's description reaches the mentioned, and only as a mention", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin, { description_html: `<p>${mentionHtml(m.guest.user.id)}</p>` });
    expect((await k.about(m.guest, issue.id)).map((n) => [n.sender, n.data.issue_activity.verb])).toEqual([
      ["mentioned", "created"],
    ]);
  });

  it("a mention in a comment: the mentioned get one mention with the text, the other followers the comment", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.guest, issue.id);
    await k.comment(
      m.admin,
      issue.id,
      `<p>Can you check ${mentionHtml(m.member.user.id, "member")} and ${mentionHtml(m.guest.user.id, "guest")}?</p>`,
    );
    for (const who of [m.member, m.guest]) {
      const list = await k.about(who, issue.id);
      expect(list.map((n) => [n.sender, n.data.issue_activity.field])).toEqual([["mentioned", "comment"]]);
      expect(list[0].data.issue_activity.issue_comment).toContain("Can you check");
    }
    expect((await k.inbox(m.member, "mentioned=true")).map((n) => n.entity_identifier)).toEqual([issue.id]);
    expect(await k.inbox(m.member, "mentioned=false")).toEqual([]);
  });

  it("editing a comment to add a mention tells only the newly mentioned", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    const comment = await k.comment(m.admin, issue.id, `<p>cc ${mentionHtml(m.member.user.id)}</p>`);
    const url = `${k.base}/issues/${issue.id}/comments/${comment.id}/`;
    const edit = `<p>cc ${mentionHtml(m.member.user.id)} ${mentionHtml(m.guest.user.id)}</p>`;
    expect((await m.admin.agent.patch(url, { comment_html: edit })).statusCode).toBe(200);
    expect((await k.about(m.member, issue.id)).length).toBe(1);
    expect((await k.about(m.guest, issue.id)).map((n) => [n.sender, n.data.issue_activity.verb])).toEqual([
      ["mentioned", "updated"],
    ]);
  });

  it("a mentioned stranger (not in the project, or not in the workspace) is neither subscribed nor told", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const workspaceOnly = await signUp(app);
    await addMember(app, { workspaceSlug: m.slug, userId: workspaceOnly.user.id, role: 15 });
    const issue = await k.createIssue(m.admin, {
      description_html: `<p>${mentionHtml(workspaceOnly.user.id)} ${mentionHtml(m.outsider.user.id)}</p>`,
    });
    await k.comment(m.admin, issue.id, `<p>${mentionHtml(workspaceOnly.user.id)} ${mentionHtml(m.outsider.user.id)}</p>`);
    expect(await k.stored(workspaceOnly, issue.id)).toEqual([]);
    expect(await k.stored(m.outsider, issue.id)).toEqual([]);
  });

  it("mentioning yourself tells no one", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.comment(m.admin, issue.id, `<p>note to self ${mentionHtml(m.admin.user.id)}</p>`);
    expect(await k.stored(m.admin, issue.id)).toEqual([]);
  });
});
