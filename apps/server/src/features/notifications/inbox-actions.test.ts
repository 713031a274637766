import { describe, expect, it } from "vitest";
import { notificationKit } from "./notification-test-kit";

/** A member with two notifications (a priority change and a comment) on an issue the admin changes. */
async function twoNotifications() {
  const k = await notificationKit();
  const { m } = k;
  const issue = await k.createIssue(m.admin);
  await k.subscribe(m.member, issue.id);
  await k.patchIssue(m.admin, issue.id, { priority: "low" });
  await k.comment(m.admin, issue.id, "<p>Looks good</p>");
  const [priority, comment] = await k.about(m.member, issue.id);
  return { k, m, issue, priority, comment };
}

describe("the inbox's actions on one notification", () => {
  it("marks read and unread, moving the unread count", async () => {
    const { k, m, priority, comment } = await twoNotifications();
    expect(comment.data.issue_activity).toMatchObject({ field: "comment", verb: "created", issue_comment: "Looks good" });
    expect(await k.counts(m.member)).toEqual({ total_unread_notifications_count: 2, mention_unread_notifications_count: 0 });

    const read = await m.member.agent.post(`${k.one(priority)}read/`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().read_at).not.toBeNull();
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(1);
    // Read again keeps the first time it was read.
    expect((await m.member.agent.post(`${k.one(priority)}read/`)).json().read_at).toBe(read.json().read_at);

    const unread = await m.member.agent.delete(`${k.one(priority)}read/`);
    expect(unread.statusCode).toBe(200);
    expect(unread.json().read_at).toBeNull();
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(2);

    const patched = await m.member.agent.patch(k.one(comment), { read_at: new Date().toISOString() });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(1);
    expect((await m.member.agent.patch(k.one(comment), { read_at: null })).json().read_at).toBeNull();
  });

  it("archives and unarchives: an archived one shows only under the archived filter", async () => {
    const { k, m, issue, priority } = await twoNotifications();
    const archived = await m.member.agent.post(`${k.one(priority)}archive/`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().archived_at).not.toBeNull();
    expect((await k.about(m.member, issue.id)).map((n) => n.id)).not.toContain(priority.id);
    expect((await k.about(m.member, issue.id, "archived=true")).map((n) => n.id)).toEqual([priority.id]);
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(1);

    expect((await m.member.agent.delete(`${k.one(priority)}archive/`)).json().archived_at).toBeNull();
    expect((await k.about(m.member, issue.id)).map((n) => n.id)).toContain(priority.id);
  });

  it("answers 404 for someone else's notification or an unknown id, changing nothing", async () => {
    const { k, m, priority } = await twoNotifications();
    for (const who of [m.admin, m.guest, m.outsider]) {
      expect((await who.agent.post(`${k.one(priority)}read/`)).statusCode).toBe(404);
      expect((await who.agent.post(`${k.one(priority)}archive/`)).statusCode).toBe(404);
      expect((await who.agent.patch(k.one(priority), { read_at: new Date().toISOString() })).statusCode).toBe(404);
      expect((await who.agent.delete(`${k.one(priority)}read/`)).statusCode).toBe(404);
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await m.member.agent.post(`${k.inboxUrl}${id}/read/`)).statusCode).toBe(404);
    }
    const [still] = (await k.inbox(m.member)).filter((n) => n.id === priority.id);
    expect(still).toMatchObject({ read_at: null, archived_at: null, snoozed_till: null });
  });

  it("refuses bad input with 400, changing nothing", async () => {
    const { k, m, priority } = await twoNotifications();
    const past = new Date(Date.now() - 60_000).toISOString();
    const bad: Record<string, unknown>[] = [
      { snoozed_till: past },
      { snoozed_till: "tomorrow" },
      { read_at: 42 },
      { archived_at: new Date().toISOString() },
    ];
    for (const body of bad) {
      const res = await m.member.agent.patch(k.one(priority), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [still] = (await k.inbox(m.member)).filter((n) => n.id === priority.id);
    expect(still).toMatchObject({ read_at: null, archived_at: null, snoozed_till: null });

    for (const query of ["type=everything", "read=maybe", "per_page=301", "per_page=0", "cursor=abc", "cursor=1000:0:0"]) {
      expect((await m.member.agent.get(`${k.inboxUrl}?${query}`)).statusCode, query).toBe(400);
    }
    for (const body of [{ type: ["everything"] }, { read: "yes" }, { unknown: true }]) {
      const res = await m.member.agent.post(`${k.inboxUrl}mark-all-read/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(2);
  });

  it("lets only workspace members in, guests too", async () => {
    const { k, m } = await twoNotifications();
    expect((await m.outsider.agent.get(k.inboxUrl)).statusCode).toBe(404);
    expect((await m.outsider.agent.get(`${k.inboxUrl}unread/`)).statusCode).toBe(404);
    expect((await m.guest.agent.get(k.inboxUrl)).statusCode).toBe(200);
  });
});
