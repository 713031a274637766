import { eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  commentReactions,
  events,
  fileAssets,
  issueActivities,
  issueComments,
  issueLinks,
  issueReactions,
  issueRelations,
  issueSubscribers,
  issues,
  moduleIssues,
} from "../../../db/schema";
import { createAndUpload } from "../../attachments/attachment-test-kit";
import { issueKit } from "../issue-test-kit";

type Who = "admin" | "guest";
type Call = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; body?: unknown; memberOnly?: boolean };

/**
 * A member's draft with one of everything hung off it (a comment with a reaction, a reaction, a link, an
 * uploaded attachment, the author's subscription), and every sub-resource call of it.
 */
async function draftWithEverything() {
  const k = await issueKit();
  const { m, base } = k;
  const author = m.member.agent;
  const draft = (
    await author.post(`${base}/issue-drafts/`, { name: "Secret plan", description_html: "<p>do not tell</p>" })
  ).json();
  const issue = `${base}/issues/${draft.id}/`;
  const ok = async (res: { statusCode: number; body: string }, status = 201) => {
    expect(res.statusCode, res.body).toBe(status);
    return JSON.parse(res.body || "null");
  };
  const comment = await ok(await author.post(`${issue}comments/`, { comment_html: "<p>note to self</p>" }));
  await ok(await author.post(`${issue}comments/${comment.id}/reactions/`, { reaction: "👍" }));
  await ok(await author.post(`${issue}reactions/`, { reaction: "🎉" }));
  const link = await ok(await author.post(`${issue}issue-links/`, { url: "https://example.com/secret" }));
  await ok(await author.post(`${issue}subscribe/`), 200);
  const attachments = `/api/assets/v2/workspaces/${m.slug}/projects/${m.projectId}/issues/${draft.id}/attachments/`;
  const asset = await createAndUpload(author, attachments);
  await ok(await author.patch(`${attachments}${asset.asset_id}/`), 200);
  const other = await k.create({ name: "Someone's issue" });

  const calls: Call[] = [
    { method: "GET", url: `${issue}comments/` },
    { method: "POST", url: `${issue}comments/`, body: { comment_html: "<p>hi</p>" } },
    { method: "GET", url: `${issue}comments/${comment.id}/` },
    { method: "PATCH", url: `${issue}comments/${comment.id}/`, body: { comment_html: "<p>changed</p>" } },
    { method: "DELETE", url: `${issue}comments/${comment.id}/` },
    { method: "GET", url: `${issue}comments/${comment.id}/reactions/` },
    { method: "POST", url: `${issue}comments/${comment.id}/reactions/`, body: { reaction: "👀" } },
    { method: "DELETE", url: `${issue}comments/${comment.id}/reactions/👍/` },
    { method: "GET", url: `${issue}reactions/` },
    { method: "POST", url: `${issue}reactions/`, body: { reaction: "👀" } },
    { method: "DELETE", url: `${issue}reactions/🎉/` },
    { method: "GET", url: `${issue}issue-links/` },
    { method: "POST", url: `${issue}issue-links/`, body: { url: "https://example.com/mine" }, memberOnly: true },
    { method: "GET", url: `${issue}issue-links/${link.id}/` },
    { method: "PATCH", url: `${issue}issue-links/${link.id}/`, body: { title: "taken" }, memberOnly: true },
    { method: "DELETE", url: `${issue}issue-links/${link.id}/`, memberOnly: true },
    { method: "GET", url: `${issue}subscribe/` },
    { method: "POST", url: `${issue}subscribe/` },
    { method: "DELETE", url: `${issue}subscribe/` },
    { method: "GET", url: `${issue}history/` },
    { method: "GET", url: `${issue}issue-relation/` },
    {
      method: "POST",
      url: `${issue}issue-relation/`,
      body: { relation_type: "relates_to", issues: [other.id] },
      memberOnly: true,
    },
    {
      method: "POST",
      url: `${issue}remove-relation/`,
      body: { relation_type: "relates_to", related_issue: other.id },
      memberOnly: true,
    },
    { method: "GET", url: `${issue}sub-issues/` },
    { method: "POST", url: `${issue}sub-issues/`, body: { sub_issue_ids: [other.id] }, memberOnly: true },
    { method: "GET", url: attachments },
    { method: "POST", url: attachments, body: { name: "x.png", size: 10, type: "image/png" }, memberOnly: true },
    { method: "GET", url: `${attachments}${asset.asset_id}/` },
    { method: "PATCH", url: `${attachments}${asset.asset_id}/`, memberOnly: true },
    { method: "DELETE", url: `${attachments}${asset.asset_id}/`, memberOnly: true },
  ];

  /** Every row hung off the draft (and the other issue), and every event: what a refused call must leave as it was. */
  const snapshot = async () => {
    const db = k.app.db;
    const ids = [draft.id, other.id];
    return JSON.stringify({
      issues: await db.select().from(issues).where(inArray(issues.id, ids)).orderBy(issues.id),
      comments: await db.select().from(issueComments).where(eq(issueComments.issue_id, draft.id)),
      commentReactions: await db.select().from(commentReactions).where(eq(commentReactions.comment_id, comment.id)),
      reactions: await db.select().from(issueReactions).where(eq(issueReactions.issue_id, draft.id)),
      links: await db.select().from(issueLinks).where(eq(issueLinks.issue_id, draft.id)),
      subscribers: await db.select().from(issueSubscribers).where(eq(issueSubscribers.issue_id, draft.id)),
      relations: await db
        .select()
        .from(issueRelations)
        .where(or(inArray(issueRelations.issue_id, ids), inArray(issueRelations.related_issue_id, ids))),
      activities: await db
        .select()
        .from(issueActivities)
        .where(inArray(issueActivities.issue_id, ids))
        .orderBy(issueActivities.id),
      assets: await db.select().from(fileAssets).where(eq(fileAssets.entity_id, draft.id)),
      events: (await db.select({ id: events.id }).from(events)).length,
    });
  };
  return { ...k, draft, calls, snapshot };
}

describe("a draft's sub-resources", () => {
  it("do not exist for another member or a guest: every call answers 404 (403 below the route's role) and changes nothing", async () => {
    const { m, calls, snapshot } = await draftWithEverything();
    const before = await snapshot();
    const answers: string[] = [];
    for (const who of ["admin", "guest"] as Who[]) {
      for (const call of calls) {
        const res = await m[who].agent.request(call.method, call.url, call.body ?? (call.method === "GET" ? undefined : {}));
        const expected = who === "guest" && call.memberOnly ? [403, 404] : [404];
        if (!expected.includes(res.statusCode)) answers.push(`${who} ${call.method} ${call.url} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("stay the author's: the same calls work for them", async () => {
    const { m, calls } = await draftWithEverything();
    for (const call of calls.filter((c) => c.method === "GET")) {
      const res = await m.member.agent.get(call.url);
      // An attachment's own address answers with its file (or a redirect to it).
      expect([200, 302], `${call.url} ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it("cannot be taken out of a module by anyone but its author", async () => {
    const { app, m, base, draft } = await draftWithEverything();
    const module = (await m.admin.agent.post(`${base}/modules/`, { name: "Q3" })).json();
    const put = await m.member.agent.post(`${base}/issues/${draft.id}/modules/`, { modules: [module.id], removed_modules: [] });
    expect(put.statusCode, put.body).toBe(200);
    const inModule = async () =>
      (await app.db.select().from(moduleIssues).where(eq(moduleIssues.issue_id, draft.id))).map((r) => r.module_id);
    expect(await inModule()).toEqual([module.id]);
    expect((await m.admin.agent.delete(`${base}/modules/${module.id}/issues/${draft.id}/`)).statusCode).toBe(404);
    const viaIssue = await m.admin.agent.post(`${base}/issues/${draft.id}/modules/`, {
      modules: [],
      removed_modules: [module.id],
    });
    expect(viaIssue.statusCode).toBe(404);
    expect(await inModule()).toEqual([module.id]);
  });

  it("cannot be reached by a bulk subscription either", async () => {
    const { m, base, draft, snapshot } = await draftWithEverything();
    const before = await snapshot();
    const res = await m.admin.agent.post(`${base}/bulk-subscribe-issues/`, { issue_ids: [draft.id] });
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("a draft cannot be related to an issue, so no other issue's readers learn of it", async () => {
    const { m, base, draft, create } = await draftWithEverything();
    const other = await create({ name: "Public one" });
    const res = await m.member.agent.post(`${base}/issues/${draft.id}/issue-relation/`, {
      relation_type: "blocked_by",
      issues: [other.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^issue: a draft cannot be related/);
    const seen = (await m.admin.agent.get(`${base}/issues/${other.id}/issue-relation/`)).json();
    expect(Object.values(seen).flat()).toEqual([]);
  });
});
