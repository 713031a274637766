import type { Notification } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { parseDigestMinutes } from "../../../lib/env";
import { digestCron } from "./digest.job";
import { mailKindOf } from "./mail-kind";

const activity = (over: Partial<Notification["data"]["issue_activity"]>): Notification["data"]["issue_activity"] => ({
  id: null,
  field: null,
  verb: "updated",
  old_value: null,
  new_value: null,
  issue_comment: null,
  actor: null,
  ...over,
});
const notified = (over: Partial<Notification["data"]["issue_activity"]>, stateGroup = "started", mention = false) => ({
  is_mentioned_notification: mention,
  data: {
    issue: { id: "i", name: "n", identifier: "WEB", sequence_id: 1, state_name: "s", state_group: stateGroup as "started" },
    issue_activity: activity(over),
  },
});

describe("which mail preference covers a notification", () => {
  it("sorts mentions, comments, completions, state changes and the rest", () => {
    expect(mailKindOf(notified({ field: "comment", verb: "created", issue_comment: "hi" }, "started", true))).toBe("mention");
    expect(mailKindOf(notified({ field: "description" }, "started", true))).toBe("mention");
    expect(mailKindOf(notified({ field: "comment", verb: "created", issue_comment: "hi" }))).toBe("comment");
    expect(mailKindOf(notified({ field: "state", old_value: "Todo", new_value: "Done" }, "completed"))).toBe("issue_completed");
    expect(mailKindOf(notified({ field: "state", old_value: "Todo", new_value: "Doing" }))).toBe("state_change");
    expect(mailKindOf(notified({ field: "state", old_value: "Done", new_value: "Cancelled" }, "cancelled"))).toBe("state_change");
    expect(mailKindOf(notified({ field: "priority", old_value: "none", new_value: "high" }))).toBe("property_change");
    expect(mailKindOf(notified({ field: null, verb: "created" }))).toBe("property_change");
  });
});

describe("the digest's schedule", () => {
  it("reads NOTIFICATION_DIGEST_MINUTES as a cron can keep to it, 0 meaning off", () => {
    expect(parseDigestMinutes(undefined)).toBe(5);
    expect(parseDigestMinutes("")).toBe(5);
    expect(parseDigestMinutes("0")).toBe(0);
    expect(parseDigestMinutes("15")).toBe(15);
    expect(parseDigestMinutes("120")).toBe(120);
    for (const bad of ["-1", "1.5", "90", "1500", "soon"])
      expect(() => parseDigestMinutes(bad), bad).toThrow(/NOTIFICATION_DIGEST_MINUTES/);
    expect(digestCron(0)).toBeUndefined();
    expect(digestCron(5)).toBe("*/5 * * * *");
    expect(digestCron(59)).toBe("*/59 * * * *");
    expect(digestCron(60)).toBe("0 */1 * * *");
    expect(digestCron(180)).toBe("0 */3 * * *");
    expect(digestCron(1440)).toBe("0 0 * * *");
  });
});
