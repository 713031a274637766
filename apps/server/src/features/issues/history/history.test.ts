import type { HistoryItem, IssueComment } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { getTestContext, roleMatrix } from "../../../test/harness";
import { createIssue, issueUrl } from "../../../test/issues-harness";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A timeline: issue created, comment 1, priority change, link added, comment 2 (by the guest), deleted comment 3. */
async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const issue = await createIssue(m.admin.agent, m.slug, m.projectId, { name: "History" });
  const base = issueUrl(m.slug, m.projectId, issue.id);
  const step = async <T>(work: () => Promise<T>): Promise<T> => {
    // Distinct milliseconds, so the expected order does not depend on how ties break.
    await pause(5);
    return work();
  };
  const first: IssueComment = await step(async () =>
    (await m.member.agent.post(`${base}comments/`, { comment_html: "<p>one</p>" })).json(),
  );
  await step(() => m.member.agent.patch(base, { priority: "urgent" }));
  await step(() => m.member.agent.post(`${base}issue-links/`, { url: "https://example.com" }));
  const second: IssueComment = await step(async () =>
    (await m.guest.agent.post(`${base}comments/`, { comment_html: "<p>two</p>" })).json(),
  );
  const third: IssueComment = await step(async () =>
    (await m.guest.agent.post(`${base}comments/`, { comment_html: "<p>three</p>" })).json(),
  );
  await m.guest.agent.post(`${base}comments/${second.id}/reactions/`, { reaction: "👍" });
  await m.guest.agent.delete(`${base}comments/${third.id}/`);
  const history = async (query = "", who = m.admin) => who.agent.get(`${base}history/${query}`);
  const label = (item: HistoryItem) =>
    item.activity_type.endsWith("comment")
      ? `comment:${(item as IssueComment).comment_stripped}`
      : `${"verb" in item ? item.verb : ""}:${"field" in item ? (item.field ?? "") : ""}`;
  return { m, issue, base, first, second, history, label };
}

describe("issue history", () => {
  it("merges property activity and comments oldest first, each marked with its activity_type", async () => {
    const { m, issue, second, history, label } = await setup();
    const res = await history();
    expect(res.statusCode).toBe(200);
    const items: HistoryItem[] = res.json();
    const labels = items.map(label);
    expect(labels.indexOf("comment:one")).toBeGreaterThan(labels.findIndex((l) => l.startsWith("created")));
    expect(labels.filter((l) => !l.startsWith("created:") || l === "created:link")).toEqual([
      "comment:one",
      "updated:priority",
      "created:link",
      "comment:two",
    ]);
    const sorted = [...items].sort((x, y) => Date.parse(x.created_at) - Date.parse(y.created_at));
    expect(items.map((i) => i.created_at)).toEqual(sorted.map((i) => i.created_at));

    const priority = items.find((i) => "field" in i && i.field === "priority");
    expect(priority).toMatchObject({
      activity_type: "issue-property",
      verb: "updated",
      old_value: "none",
      new_value: "urgent",
      actor: m.member.user.id,
      actor_detail: { id: m.member.user.id, display_name: m.member.user.display_name, avatar: null },
      issue: issue.id,
      project: m.projectId,
    });
    const comment = items.find((i) => i.id === second.id);
    expect(comment).toMatchObject({
      activity_type: "issue-comment",
      comment_html: "<p>two</p>",
      actor_detail: { id: m.guest.user.id },
      comment_reactions: [{ actor: m.guest.user.id, reaction: "👍" }],
    });
  });

  it("filters by activity_type (a comma list) and keeps deleted comments out", async () => {
    const { history, label } = await setup();
    const comments: HistoryItem[] = (await history("?activity_type=issue-comment")).json();
    expect(comments.map(label)).toEqual(["comment:one", "comment:two"]);
    expect(comments.every((c) => c.activity_type === "issue-comment")).toBe(true);
    const properties: HistoryItem[] = (await history("?activity_type=issue-property")).json();
    expect(properties.length).toBeGreaterThanOrEqual(3);
    expect(properties.every((p) => p.activity_type === "issue-property" && "verb" in p)).toBe(true);
    const both: HistoryItem[] = (await history("?activity_type=issue-property,issue-comment")).json();
    expect(both).toHaveLength(comments.length + properties.length);
    const epic: HistoryItem[] = (await history("?activity_type=epic-comment")).json();
    expect(epic.map((e) => e.activity_type)).toEqual(["epic-comment", "epic-comment"]);
  });

  it("returns only items strictly after created_at__gt, for both kinds", async () => {
    const { first, history, label } = await setup();
    const after: HistoryItem[] = (await history(`?created_at__gt=${encodeURIComponent(first.created_at)}`)).json();
    expect(after.map(label)).toEqual(["updated:priority", "created:link", "comment:two"]);
    const comments: HistoryItem[] = (
      await history(`?activity_type=issue-comment&created_at__gt=${encodeURIComponent(first.created_at)}`)
    ).json();
    expect(comments.map(label)).toEqual(["comment:two"]);
    const future = (await history(`?created_at__gt=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).json();
    expect(future).toEqual([]);
  });

  it("refuses unknown activity types and bad dates naming the parameter", async () => {
    const { history } = await setup();
    for (const query of [
      "?activity_type=issue-everything",
      "?activity_type=issue-comment,nope",
      "?activity_type=",
      "?activity_type=,",
    ]) {
      const res = await history(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/^activity_type: /);
    }
    const bad = await history("?created_at__gt=yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^created_at__gt: /);
  });

  it("is readable by guests and hidden from outsiders", async () => {
    const { m, history } = await setup();
    expect((await history("", m.guest)).statusCode).toBe(200);
    expect((await history("", m.outsider)).statusCode).toBe(404);
    const missing = await m.admin.agent.get(
      `/api/workspaces/${m.slug}/projects/${m.projectId}/issues/00000000-0000-4000-8000-000000000000/history/`,
    );
    expect(missing.statusCode).toBe(404);
  });
});
