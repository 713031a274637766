/**
 * The notification-mail contract's values and rules without its zod schemas, so the browser can load them alone
 * (../notification-mail.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import type { NotificationPreferenceKey } from "../notification";

/** What each mail preference covers, in the words the mail and the unsubscribe screen use. */
export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreferenceKey, string> = {
  property_change: "changes to an issue's properties",
  state_change: "state changes",
  issue_completed: "issues being completed",
  comment: "comments",
  mention: "mentions",
};
