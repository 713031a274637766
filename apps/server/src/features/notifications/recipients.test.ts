import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationFanouts, users } from "../../db/schema";
import { addMember, signUp } from "../../test/harness";
import { writeActivities } from "../issues";
import { sweepFanOuts } from "./fanout-runner";
import { notificationKit } from "./notification-test-kit";

const fieldsOf = (list: { data: { issue_activity: { field: string | null } } }[]) => list.map((n) => n.data.issue_activity.field);

describe("who hears of a change", () => {
  it("the creator hears as 'created', an assignee as 'assigned', a follower as 'subscribed'; the actor not at all", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin, { assignee_ids: [m.member.user.id] });
    await k.subscribe(m.guest, issue.id);
    await k.comment(m.member, issue.id, "<p>On it</p>");
    expect((await k.about(m.admin, issue.id)).map((n) => [n.sender, n.data.issue_activity.field])).toEqual([
      ["created", "comment"],
    ]);
    expect((await k.about(m.guest, issue.id)).map((n) => n.sender)).toEqual(["subscribed"]);
    // The member made the comment: nothing about it for them; only their assignment at creation.
    expect((await k.about(m.member, issue.id)).map((n) => [n.sender, n.data.issue_activity.verb])).toEqual([
      ["assigned", "created"],
    ]);
  });

  it("a new assignee is subscribed and hears of the assignment", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.patchIssue(m.admin, issue.id, { assignee_ids: [m.guest.user.id] });
    const [assigned] = await k.about(m.guest, issue.id);
    expect(assigned).toMatchObject({ sender: "assigned", data: { issue_activity: { field: "assignees", verb: "updated" } } });
    await k.patchIssue(m.admin, issue.id, { priority: "urgent" });
    expect(fieldsOf(await k.about(m.guest, issue.id))).toEqual(["assignees", "priority"]);
  });

  it("one notification per activity: a change of two fields makes two", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    await k.patchIssue(m.admin, issue.id, { priority: "high", name: "Renamed" });
    expect(fieldsOf(await k.about(m.member, issue.id)).sort()).toEqual(["name", "priority"]);
  });

  it("someone who unsubscribed hears nothing more", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    await m.member.agent.delete(`${k.base}/issues/${issue.id}/subscribe/`);
    await k.patchIssue(m.admin, issue.id, { priority: "high" });
    await k.comment(m.admin, issue.id, "<p>Anyone?</p>");
    expect(await k.stored(m.member, issue.id)).toEqual([]);
  });

  it("a follower who left the project, or whose account is deactivated, hears nothing", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.guest, issue.id);
    await k.subscribe(m.member, issue.id);
    await k.leaveProject(m.guest);
    await app.db.update(users).set({ is_active: false }).where(eq(users.id, m.member.user.id));
    await k.patchIssue(m.admin, issue.id, { priority: "high" });
    await k.comment(m.admin, issue.id, "<p>Still there?</p>");
    expect(await k.stored(m.guest, issue.id)).toEqual([]);
    expect(await k.stored(m.member, issue.id)).toEqual([]);
  });

  it("a workspace guest outside the project hears nothing, even when mentioned", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const stranger = await signUp(app);
    await addMember(app, { workspaceSlug: m.slug, userId: stranger.user.id, role: 5 });
    const issue = await k.createIssue(m.admin);
    await k.comment(
      m.admin,
      issue.id,
      `<p>Hey <mention-component entity_identifier="${stranger.user.id}" entity_name="user_mention"></mention-component></p>`,
    );
    expect(await k.stored(stranger, issue.id)).toEqual([]);
    expect((await stranger.agent.get(k.inboxUrl)).json().results).toEqual([]);
  });

  it("reactions, description-only edits, cycle and module membership notify no one", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    const issueBase = `${k.base}/issues/${issue.id}`;
    expect((await m.admin.agent.post(`${issueBase}/reactions/`, { reaction: "👍" })).statusCode).toBe(201);
    await k.patchIssue(m.admin, issue.id, { description_html: "<p>More detail</p>" });
    const cycle = (await m.admin.agent.post(`${k.base}/cycles/`, { name: "Sprint" })).json();
    expect(
      (await m.admin.agent.post(`${k.base}/cycles/${cycle.id}/cycle-issues/`, { issues: [issue.id] })).statusCode,
    ).toBeLessThan(300);
    const module = (await m.admin.agent.post(`${k.base}/modules/`, { name: "Launch" })).json();
    expect((await m.admin.agent.post(`${k.base}/modules/${module.id}/issues/`, { issues: [issue.id] })).statusCode).toBeLessThan(
      300,
    );
    const comment = await k.comment(m.admin, issue.id, "<p>First</p>");
    expect((await m.admin.agent.post(`${issueBase}/comments/${comment.id}/reactions/`, { reaction: "🎉" })).statusCode).toBe(201);
    // Only the comment tells the follower anything.
    expect((await k.stored(m.member, issue.id)).map((n) => n.data.issue_activity.field)).toEqual(["comment"]);
  });

  it("an edited comment tells no one (unless it mentions someone new); a deleted one neither", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    const comment = await k.comment(m.admin, issue.id, "<p>Draft</p>");
    const url = `${k.base}/issues/${issue.id}/comments/${comment.id}/`;
    expect((await m.admin.agent.patch(url, { comment_html: "<p>Final</p>" })).statusCode).toBe(200);
    expect((await m.admin.agent.delete(url)).statusCode).toBe(204);
    expect((await k.stored(m.member, issue.id)).length).toBe(1);
  });

  it("a rolled-back change notifies no one; the same change committed does", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const issue = await k.createIssue(m.admin);
    await k.subscribe(m.member, issue.id);
    const workspace = (await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).json() as { id: string };
    const scope = { workspace_id: workspace.id, project_id: m.projectId, issue_id: issue.id, actor_id: m.admin.user.id };
    const change = [{ verb: "updated" as const, field: "priority", old_value: "none", new_value: "high" }];
    await expect(
      app.db.transaction(async (tx) => {
        await writeActivities(tx, scope, change);
        throw new Error("the change fails after its activity");
      }),
    ).rejects.toThrow("the change fails");
    expect(await k.stored(m.member, issue.id)).toEqual([]);
    // Nor is anything left for later: no fan-out is pending, and a sweep finds nothing to do.
    expect(await app.db.select().from(notificationFanouts).where(eq(notificationFanouts.issue_id, issue.id))).toEqual([]);
    expect(await sweepFanOuts(app.db)).toBe(0);
    expect(await k.stored(m.member, issue.id)).toEqual([]);

    await app.db.transaction((tx) => writeActivities(tx, scope, change));
    expect((await k.stored(m.member, issue.id)).length).toBe(1);
  });
});
