import type { Notification, NotificationPreferenceKey } from "@hangar/contracts";

type Notified = { is_mentioned_notification: boolean; data: Notification["data"] };

/**
 * Which mail preference covers a notification: a mention is a mention whatever it was made in; a comment
 * a comment; a state change into the completed group is the issue being completed (its own choice, so a
 * user can hear of completions only), any other state change a state change; everything else, the issue's
 * creation included, a property change.
 */
export function mailKindOf(notification: Notified): NotificationPreferenceKey {
  if (notification.is_mentioned_notification) return "mention";
  const { issue, issue_activity: activity } = notification.data;
  if (activity.field === "comment" || activity.issue_comment) return "comment";
  if (activity.field === "state") return issue?.state_group === "completed" ? "issue_completed" : "state_change";
  return "property_change";
}
