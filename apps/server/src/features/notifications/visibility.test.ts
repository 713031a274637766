import { describe, expect, it } from "vitest";
import { addMember } from "../../test/harness";
import { notificationKit } from "./notification-test-kit";

describe("notifications obey the visibility rule", () => {
  it("a receiver who left the project no longer sees or counts its notifications, nor can change them; back in, they return", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    await k.patchIssue(m.admin, issue.id, { priority: "high" });
    const [n] = await k.about(m.member, issue.id);
    await k.leaveProject(m.member);

    expect(await k.about(m.member, issue.id)).toEqual([]);
    expect(await k.counts(m.member)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    expect((await m.member.agent.post(`${k.one(n)}read/`)).statusCode).toBe(404);
    expect((await m.member.agent.post(`${k.inboxUrl}mark-all-read/`, {})).statusCode).toBe(204);

    await addMember(app, { workspaceSlug: m.slug, userId: m.member.user.id, role: 15, projectId: m.projectId });
    const [back] = await k.about(m.member, issue.id);
    expect(back).toMatchObject({ id: n.id, read_at: null });
  });

  it("notifications of a deleted issue are gone from the inbox and the count", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    await k.patchIssue(m.admin, issue.id, { priority: "high" });
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(1);
    expect((await m.admin.agent.delete(`${k.base}/issues/${issue.id}/`)).statusCode).toBe(204);
    expect(await k.about(m.member, issue.id)).toEqual([]);
    expect((await k.counts(m.member)).total_unread_notifications_count).toBe(0);
    // Its deletion told no one either.
    expect((await k.stored(m.member, issue.id)).length).toBe(1);
  });

  it("a notification is listed only in its own workspace", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    await k.patchIssue(m.admin, issue.id, { priority: "high" });
    const elsewhere = (
      await m.member.agent.post("/api/workspaces/", {
        name: "Mine",
        slug: `own-${issue.id.slice(0, 8)}`,
        organization_size: "2-10",
      })
    ).json();
    const other = await m.member.agent.get(`/api/workspaces/${elsewhere.slug}/users/notifications/`);
    expect(other.statusCode).toBe(200);
    expect(other.json().results).toEqual([]);
  });
});
