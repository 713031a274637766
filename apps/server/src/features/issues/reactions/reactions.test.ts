import type { IssueComment, Reaction } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { getTestContext, openLive, roleMatrix } from "../../../test/harness";
import { createIssue, issueUrl } from "../../../test/issues-harness";

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const issue = await createIssue(m.admin.agent, m.slug, m.projectId);
  const base = issueUrl(m.slug, m.projectId, issue.id);
  const comment: IssueComment = (await m.member.agent.post(`${base}comments/`, { comment_html: "<p>React to me</p>" })).json();
  const issueReactions = `${base}reactions/`;
  const commentReactions = `${base}comments/${comment.id}/reactions/`;
  const reactionsOf = async (url: string): Promise<Reaction[]> => (await m.admin.agent.get(url)).json();
  return { m, issue, base, comment, issueReactions, commentReactions, reactionsOf };
}

describe("issue reactions", () => {
  it("lets every project member react, each reaction once per person (a repeat answers 200 with the same row)", async () => {
    const { m, issue, issueReactions, reactionsOf } = await setup();
    const first = await m.guest.agent.post(issueReactions, { reaction: "👍" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      actor: m.guest.user.id,
      actor_detail: { id: m.guest.user.id, display_name: m.guest.user.display_name },
      reaction: "👍",
      issue: issue.id,
      comment: null,
    });
    const again = await m.guest.agent.post(issueReactions, { reaction: "👍" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await m.member.agent.post(issueReactions, { reaction: "👍" })).statusCode).toBe(201);
    expect((await m.admin.agent.post(issueReactions, { reaction: "🎉" })).statusCode).toBe(201);
    const all = await reactionsOf(issueReactions);
    expect(all.map((r) => [r.actor, r.reaction])).toEqual([
      [m.guest.user.id, "👍"],
      [m.member.user.id, "👍"],
      [m.admin.user.id, "🎉"],
    ]);
    expect((await m.guest.agent.get(issueReactions)).statusCode).toBe(200);
  });

  it("removes only the caller's own reaction, and removing a missing one is a no-op", async () => {
    const { m, issueReactions, reactionsOf } = await setup();
    await m.guest.agent.post(issueReactions, { reaction: "👍" });
    await m.member.agent.post(issueReactions, { reaction: "👍" });
    const res = await m.member.agent.delete(`${issueReactions}${encodeURIComponent("👍")}/`);
    expect(res.statusCode).toBe(204);
    expect((await reactionsOf(issueReactions)).map((r) => r.actor)).toEqual([m.guest.user.id]);
    expect((await m.member.agent.delete(`${issueReactions}${encodeURIComponent("👍")}/`)).statusCode).toBe(204);
    expect((await m.admin.agent.delete(`${issueReactions}${encodeURIComponent("👍")}/`)).statusCode).toBe(204);
    expect(await reactionsOf(issueReactions)).toHaveLength(1);
  });

  it("refuses bad reactions and outsiders, changing nothing", async () => {
    const { m, issueReactions, reactionsOf } = await setup();
    for (const reaction of ["", "two words", "x".repeat(21), 42]) {
      const res = await m.member.agent.post(issueReactions, { reaction });
      expect(res.statusCode, String(reaction)).toBe(400);
      expect(res.json().error).toMatch(/^reaction/);
    }
    expect((await m.member.agent.post(issueReactions, {})).statusCode).toBe(400);
    expect((await m.outsider.agent.post(issueReactions, { reaction: "👍" })).statusCode).toBe(404);
    expect((await m.outsider.agent.get(issueReactions)).statusCode).toBe(404);
    expect(await reactionsOf(issueReactions)).toEqual([]);
    expect((await m.member.agent.post(issueReactions, { reaction: "+1" })).statusCode).toBe(201);
  });

  it("sends created and deleted events", async () => {
    const { m, issue, issueReactions } = await setup();
    const live = await openLive(m.admin.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const reaction: Reaction = (await m.guest.agent.post(issueReactions, { reaction: "🚀" })).json();
    const created = await live.waitFor((msg) => msg.event?.entity_type === "issue_reaction" && msg.event.action === "created");
    expect(created.event?.payload).toMatchObject({
      issue_id: issue.id,
      reaction: { id: reaction.id, actor: m.guest.user.id, reaction: "🚀" },
    });
    await m.guest.agent.post(issueReactions, { reaction: "🚀" });
    await m.guest.agent.delete(`${issueReactions}${encodeURIComponent("🚀")}/`);
    await live.waitFor((msg) => msg.event?.entity_type === "issue_reaction" && msg.event.action === "deleted");
    expect(live.messages.filter((msg) => msg.event?.entity_type === "issue_reaction")).toHaveLength(2);
    live.ws.terminate();
  });
});

describe("comment reactions", () => {
  it("adds, lists, de-duplicates and removes reactions on a comment, shown inside the comment too", async () => {
    const { m, base, comment, commentReactions, reactionsOf } = await setup();
    const res = await m.guest.agent.post(commentReactions, { reaction: "❤️" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ actor: m.guest.user.id, reaction: "❤️", comment: comment.id, issue: null });
    expect((await m.guest.agent.post(commentReactions, { reaction: "❤️" })).statusCode).toBe(200);
    await m.admin.agent.post(commentReactions, { reaction: "👀" });
    expect((await reactionsOf(commentReactions)).map((r) => r.reaction)).toEqual(["❤️", "👀"]);
    const listed: IssueComment[] = (await m.member.agent.get(`${base}comments/`)).json();
    expect(listed[0].comment_reactions.map((r) => [r.actor, r.reaction])).toEqual([
      [m.guest.user.id, "❤️"],
      [m.admin.user.id, "👀"],
    ]);
    expect((await m.admin.agent.delete(`${commentReactions}${encodeURIComponent("❤️")}/`)).statusCode).toBe(204);
    expect(await reactionsOf(commentReactions)).toHaveLength(2);
    expect((await m.guest.agent.delete(`${commentReactions}${encodeURIComponent("❤️")}/`)).statusCode).toBe(204);
    expect((await reactionsOf(commentReactions)).map((r) => r.reaction)).toEqual(["👀"]);
  });

  it("answers 404 for outsiders, unknown and deleted comments, and 400 for bad reactions", async () => {
    const { m, base, comment, commentReactions, reactionsOf } = await setup();
    expect((await m.outsider.agent.post(commentReactions, { reaction: "👍" })).statusCode).toBe(404);
    expect((await m.member.agent.post(commentReactions, { reaction: "a b" })).statusCode).toBe(400);
    const unknown = `${base}comments/00000000-0000-4000-8000-000000000000/reactions/`;
    const res = await m.member.agent.post(unknown, { reaction: "👍" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Comment not found" });
    expect((await m.member.agent.get(`${base}comments/nope/reactions/`)).statusCode).toBe(404);
    expect(await reactionsOf(commentReactions)).toEqual([]);
    await m.member.agent.delete(`${base}comments/${comment.id}/`);
    expect((await m.member.agent.post(commentReactions, { reaction: "👍" })).statusCode).toBe(404);
  });

  it("sends comment_reaction events carrying the comment id", async () => {
    const { m, issue, comment, commentReactions } = await setup();
    const live = await openLive(m.member.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    await m.guest.agent.post(commentReactions, { reaction: "👍" });
    const got = await live.waitFor((msg) => msg.event?.entity_type === "comment_reaction");
    expect(got.event).toMatchObject({
      action: "created",
      payload: { issue_id: issue.id, comment_id: comment.id, reaction: { reaction: "👍" } },
    });
    live.ws.terminate();
  });
});
