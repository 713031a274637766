import { notificationSchema } from "@hangar/contracts";
import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../../lib/types";
import { Agent, buildTestApp, getTestContext, type LiveMessage, openLive } from "../../test/harness";
import { writeActivities } from "../issues";
import { notificationKit } from "./notification-test-kit";

const isNotification = (msg: LiveMessage) => msg.event?.entity_type === "notification";

let other: App | null = null;
afterAll(async () => {
  await other?.close();
});

describe("live notifications", () => {
  it("a new notification reaches its receiver alone, through another server process too", async () => {
    const k = await notificationKit();
    const { m } = k;
    const { database } = await getTestContext();
    // The receiver listens on a second app (another process on the same database); the change goes through the first.
    other = await buildTestApp(database);
    const elsewhere = new Agent(other);
    elsewhere.cookies = new Map(m.member.agent.cookies);
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    const receiver = await openLive(elsewhere, m.slug);
    const bystander = await openLive(m.guest.agent, m.slug);
    const actor = await openLive(m.admin.agent, m.slug);
    await Promise.all([receiver, bystander, actor].map((l) => l.waitFor((msg) => msg.type === "ready")));

    await k.patchIssue(m.admin, issue.id, { priority: "high" });
    const heard = await receiver.waitFor(isNotification);
    expect(heard.event).toMatchObject({ action: "created", project_id: m.projectId });
    expect(heard.event?.payload.notification).toMatchObject({
      receiver: m.member.user.id,
      entity_identifier: issue.id,
      sender: "subscribed",
      data: { issue_activity: { field: "priority" } },
    });
    // The event carries the notification exactly as the inbox lists it.
    const [listed] = await k.about(m.member, issue.id);
    expect(notificationSchema.parse(heard.event?.payload.notification)).toEqual(listed);
    // The bystander and the actor hear the issue's change, and nothing of the notification.
    for (const live of [bystander, actor]) {
      await live.waitFor(
        (msg) => msg.event?.entity_type === "issue" && msg.event.entity_id === issue.id && msg.event.action === "updated",
      );
      expect(live.messages.filter(isNotification)).toEqual([]);
    }
    for (const live of [receiver, bystander, actor]) live.ws.terminate();
  });

  it("a read, an archive and mark-all-read reach the receiver's other screens", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    await k.patchIssue(m.admin, issue.id, { priority: "high", name: "Renamed" });
    const [first, second] = await k.about(m.member, issue.id);
    const live = await openLive(m.member.agent, m.slug);
    const bystander = await openLive(m.admin.agent, m.slug);
    await Promise.all([live, bystander].map((l) => l.waitFor((msg) => msg.type === "ready")));

    await m.member.agent.post(`${k.one(first)}read/`);
    const read = await live.waitFor((msg) => isNotification(msg) && msg.event?.action === "updated");
    expect(read.event?.payload.notification).toMatchObject({ id: first.id, read_at: expect.any(String) });

    await m.member.agent.post(`${k.one(first)}archive/`);
    const archived = await live.waitFor(
      (msg) =>
        isNotification(msg) && (msg.event?.payload.notification as { archived_at?: string } | undefined)?.archived_at != null,
    );
    expect(archived.event?.entity_id).toBe(first.id);

    await m.member.agent.post(`${k.inboxUrl}mark-all-read/`, {});
    const all = await live.waitFor((msg) => isNotification(msg) && "marked_read" in (msg.event?.payload ?? {}));
    expect(all.event?.payload).toEqual({ marked_read: [second.id], read_at: expect.any(String) });

    // The admin changes something the admin's screen hears, after all of the above: still no notification event there.
    await k.patchIssue(m.admin, issue.id, { priority: "low" });
    await bystander.waitFor((msg) => msg.event?.entity_type === "issue" && msg.event.action === "updated");
    expect(bystander.messages.filter(isNotification)).toEqual([]);
    live.ws.terminate();
    bystander.ws.terminate();
  });

  it("a fan-out too big for one NOTIFY reaches its receiver whole, in order", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    const workspace = (await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).json() as { id: string };
    const live = await openLive(m.member.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    // 301 activities in one change: more event ids than one NOTIFY message carries (300).
    const scope = { workspace_id: workspace.id, project_id: m.projectId, issue_id: issue.id, actor_id: m.admin.user.id };
    const labels = Array.from({ length: 301 }, (_, i) => ({ verb: "updated" as const, field: "labels", new_value: `L${i}` }));
    await app.db.transaction((tx) => writeActivities(tx, scope, labels));
    await live.waitFor(() => live.messages.filter(isNotification).length >= 301);
    const heard = live.messages.filter(isNotification).map((msg) => msg.event?.id as number);
    expect(heard).toHaveLength(301);
    expect([...heard].sort((a, b) => a - b)).toEqual(heard);
    live.ws.terminate();
  });
});
