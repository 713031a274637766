import { describe, expect, it } from "vitest";
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
