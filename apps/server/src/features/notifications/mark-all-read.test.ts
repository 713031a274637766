import type { MarkAllReadBody } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { mentionHtml } from "../../test/issues-harness";
import { notificationKit } from "./notification-test-kit";

/**
 * The member's inbox holds one notification of each kind, each on its own issue: of an issue they
 * created, one assigned to them, one they follow, a mention, a snoozed one and an archived one.
 */
async function inboxOfEveryKind() {
  const k = await notificationKit();
  const { m, app } = k;
  const created = await k.createIssue(m.member);
  const assigned = await k.createIssue(m.admin, { assignee_ids: [m.member.user.id] });
  const followed = await k.createIssue(m.admin);
  const mentioned = await k.createIssue(m.admin);
  const snoozed = await k.createIssue(m.admin);
  const archived = await k.createIssue(m.admin);
  for (const issue of [followed, snoozed, archived]) await k.subscribe(m.member, issue.id);
  await app.db.delete(notifications).where(eq(notifications.receiver_id, m.member.user.id));
  for (const issue of [created, assigned, followed, snoozed, archived])
    await k.patchIssue(m.admin, issue.id, { priority: "high" });
  await k.comment(m.admin, mentioned.id, `<p>${mentionHtml(m.member.user.id)}</p>`);
  const idOf = async (issueId: string, query = "") => (await k.about(m.member, issueId, query))[0].id;
  const ids = {
    created: await idOf(created.id),
    assigned: await idOf(assigned.id),
    followed: await idOf(followed.id),
    mentioned: await idOf(mentioned.id),
    snoozed: await idOf(snoozed.id),
    archived: await idOf(archived.id),
  };
  await m.member.agent.patch(`${k.inboxUrl}${ids.snoozed}/`, { snoozed_till: new Date(Date.now() + 3600_000).toISOString() });
  await m.member.agent.post(`${k.inboxUrl}${ids.archived}/archive/`);
  const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  /** Marks all read under `body` and says which kinds were marked, then marks everything unread again. */
  const markedBy = async (body: MarkAllReadBody | Record<string, unknown>) => {
    const res = await m.member.agent.post(`${k.inboxUrl}mark-all-read/`, body);
    expect(res.statusCode, res.body).toBe(204);
    const rows = await app.db.select().from(notifications).where(eq(notifications.receiver_id, m.member.user.id));
    await app.db.update(notifications).set({ read_at: null }).where(eq(notifications.receiver_id, m.member.user.id));
    return rows
      .filter((r) => r.read_at !== null)
      .map((r) => names.get(r.id))
      .sort();
  };
  return { k, m, markedBy };
}

describe("mark all read", () => {
  it("marks what the inbox shows under each filter, and nothing else", async () => {
    const { k, m, markedBy } = await inboxOfEveryKind();
    const inbox = ["assigned", "created", "followed", "mentioned"];
    expect(await markedBy({})).toEqual(inbox);
    expect(await markedBy({ read: true })).toEqual(inbox);
    expect(await markedBy({ type: ["assigned"] })).toEqual(["assigned"]);
    expect(await markedBy({ type: ["created"] })).toEqual(["created"]);
    expect(await markedBy({ type: ["subscribed"] })).toEqual(["followed", "mentioned"]);
    expect(await markedBy({ type: "assigned,created" })).toEqual(["assigned", "created"]);
    expect(await markedBy({ mentioned: true })).toEqual(["mentioned"]);
    expect(await markedBy({ mentioned: false })).toEqual(["assigned", "created", "followed"]);
    expect(await markedBy({ snoozed: true })).toEqual(["snoozed"]);
    expect(await markedBy({ archived: true })).toEqual(["archived"]);
    // The same filters on the list agree.
    expect((await k.inbox(m.member, "type=subscribed")).length).toBe(2);
    expect((await k.inbox(m.member, "archived=true")).length).toBe(1);
  });

  it("sets the unread count to 0 and leaves other people's notifications alone", async () => {
    const { k, m } = await inboxOfEveryKind();
    const issue = await k.createIssue(m.member);
    await k.subscribe(m.guest, issue.id);
    await k.patchIssue(m.member, issue.id, { priority: "low" });
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(4);
    expect((await m.member.agent.post(`${k.inboxUrl}mark-all-read/`, {})).statusCode).toBe(204);
    expect(await k.counts(m.member)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    expect((await k.counts(m.guest)).total_unread_notifications_count).toBe(1);
  });

  it("the list's read filter hides read ones only when true", async () => {
    const { k, m } = await inboxOfEveryKind();
    const [first] = await k.inbox(m.member);
    await m.member.agent.post(`${k.inboxUrl}${first.id}/read/`);
    expect((await k.inbox(m.member)).length).toBe(4);
    expect((await k.inbox(m.member, "read=false")).length).toBe(4);
    expect((await k.inbox(m.member, "read=true")).map((n) => n.id)).not.toContain(first.id);
    expect((await k.inbox(m.member, "read=true")).length).toBe(3);
  });
});
