import type { CreateIssueBody } from "@hangar/contracts";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationFanouts, projects } from "../../db/schema";
import { getTestContext, type RoleMatrix, roleMatrix } from "../../test/harness";
import { writeActivities } from "../issues";
import { insertIssue } from "../issues/issue-writer";
import { notificationKit } from "./notification-test-kit";

describe("notification fan-out", () => {
  it("tells subscribers of a change, not the actor, saying why they hear of it", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin, { assignee_ids: [m.member.user.id] });
    await k.subscribe(m.guest, issue.id);
    await k.patchIssue(m.admin, issue.id, { priority: "high" });

    expect(await k.about(m.admin, issue.id)).toEqual([]);
    const [memberSaw] = (await k.about(m.member, issue.id)).filter((n) => n.data.issue_activity.field === "priority");
    expect(memberSaw).toMatchObject({
      sender: "assigned",
      receiver: m.member.user.id,
      triggered_by: m.admin.user.id,
      triggered_by_details: { id: m.admin.user.id, display_name: m.admin.user.display_name },
      entity_name: "issue",
      is_mentioned_notification: false,
      read_at: null,
      data: {
        issue: { id: issue.id, name: issue.name, sequence_id: issue.sequence_id },
        issue_activity: { field: "priority", verb: "updated", old_value: "none", new_value: "high", actor: m.admin.user.id },
      },
    });
    const guestSaw = await k.about(m.guest, issue.id);
    expect(guestSaw.map((n) => [n.sender, n.data.issue_activity.field])).toEqual([["subscribed", "priority"]]);
  });
});

describe("a new issue's fan-out", () => {
  /**
   * How many fan-outs the create's own transaction recorded (to be done after its commit), counted
   * inside it, before the commit could start one; the transaction is then rolled back.
   */
  async function fanOutsRecordedByCreate(body: (m: RoleMatrix) => CreateIssueBody) {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const [project] = await app.db.select().from(projects).where(eq(projects.id, m.projectId));
    const ctx = { workspace_id: project.workspace_id, project_id: m.projectId, userId: m.admin.user.id };
    const undo = new Error("undo");
    let recorded = -1;
    await app.db
      .transaction(async (tx) => {
        await insertIssue(tx, ctx, body(m), { draft: false });
        [{ recorded }] = await tx.select({ recorded: count() }).from(notificationFanouts);
        throw undo;
      })
      .catch((err) => {
        if (err !== undo) throw err;
      });
    return recorded;
  }

  it("records none when only its creator follows it: nobody would be told", async () => {
    expect(await fanOutsRecordedByCreate(() => ({ name: "Quiet" }))).toBe(0);
  });

  it("records one when someone else follows it from the start", async () => {
    expect(await fanOutsRecordedByCreate((m) => ({ name: "Assigned", assignee_ids: [m.member.user.id] }))).toBe(1);
  });
});

describe("a change's fan-out", () => {
  it("is recorded only when someone besides the actor follows the issue", async () => {
    const k = await notificationKit();
    const { m, app } = k;
    const issue = await k.createIssue(m.admin);
    const workspace = (await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).json() as { id: string };
    const scope = { workspace_id: workspace.id, project_id: m.projectId, issue_id: issue.id, actor_id: m.admin.user.id };
    const change = [{ verb: "updated" as const, field: "priority", old_value: "none", new_value: "high" }];
    /** How many fan-outs the change's transaction recorded, counted inside it; the change is then undone. */
    const recordedBy = async () => {
      const undo = new Error("undo");
      let recorded = -1;
      await app.db
        .transaction(async (tx) => {
          await writeActivities(tx, scope, change);
          [{ recorded }] = await tx
            .select({ recorded: count() })
            .from(notificationFanouts)
            .where(eq(notificationFanouts.issue_id, issue.id));
          throw undo;
        })
        .catch((err) => {
          if (err !== undo) throw err;
        });
      return recorded;
    };
    // Only its creator, the actor, follows it: nobody would be told, so nothing is left to run.
    expect(await recordedBy()).toBe(0);
    await k.subscribe(m.member, issue.id);
    expect(await recordedBy()).toBe(1);
  });

  it("tells a follower the change itself adds (a new assignee)", async () => {
    const k = await notificationKit();
    const { m } = k;
    const issue = await k.createIssue(m.admin);
    await k.patchIssue(m.admin, issue.id, { assignee_ids: [m.member.user.id] });
    const told = await k.about(m.member, issue.id);
    expect(told.map((n) => [n.sender, n.data.issue_activity.field])).toEqual([["assigned", "assignees"]]);
  });
});
