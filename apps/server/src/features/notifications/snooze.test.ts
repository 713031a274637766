import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { notificationKit } from "./notification-test-kit";

describe("snooze", () => {
  it("hides a snoozed notification until its time passes, then it is back in the inbox and the count", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    await k.patchIssue(m.admin, issue.id, { priority: "high" });
    const [n] = await k.about(m.member, issue.id);

    const till = new Date(Date.now() + 24 * 3600_000).toISOString();
    const snoozed = await m.member.agent.patch(k.one(n), { snoozed_till: till });
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    expect(snoozed.json().snoozed_till).toBe(till);
    expect(await k.about(m.member, issue.id)).toEqual([]);
    expect((await k.about(m.member, issue.id, "snoozed=true")).map((x) => x.id)).toEqual([n.id]);
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(0);

    // Its time comes: nothing runs, the inbox reads the clock.
    await app.db.update(notifications).set({ snoozed_till: sql`now() - interval '1 minute'` }).where(eq(notifications.id, n.id));
    expect((await k.about(m.member, issue.id)).map((x) => x.id)).toEqual([n.id]);
    expect(await k.about(m.member, issue.id, "snoozed=true")).toEqual([]);
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(1);
  });

  it("wakes a snoozed notification with snoozed_till null", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    await k.comment(m.admin, issue.id, "<p>ping</p>");
    const [n] = await k.about(m.member, issue.id);
    await m.member.agent.patch(k.one(n), { snoozed_till: new Date(Date.now() + 3600_000).toISOString() });
    expect(await k.about(m.member, issue.id)).toEqual([]);
    expect((await m.member.agent.patch(k.one(n), { snoozed_till: null })).json().snoozed_till).toBeNull();
    expect((await k.about(m.member, issue.id)).map((x) => x.id)).toEqual([n.id]);
  });
});
