/**
 * The notification contract's values and rules without its zod schemas, so the browser can load them alone
 * (../notification.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
/**
 * Notifications (spec §3, §7 Notifications, §9): one row per recipient per activity on an issue they
 * follow. The inbox lists them 300 per page from cursor `300:0:0`.
 */
export const NOTIFICATION_PAGE_SIZE = 300;

export const NOTIFICATION_FIRST_CURSOR = `${NOTIFICATION_PAGE_SIZE}:0:0`;

/** Why the receiver hears of it: they created the issue, are assigned, follow it, or were mentioned. */
export const NOTIFICATION_SENDERS = ["created", "assigned", "subscribed", "mentioned"] as const;

/** The inbox's sub-filters (spec §2): Assigned to me, Created by me, Subscribed by me. */
export const NOTIFICATION_TYPES = ["assigned", "created", "subscribed"] as const;

/** Snooze choices (spec §9); "custom" picks a date and a half-hour time. */
export const SNOOZE_OPTIONS = [
  { key: "1d", label: "1 day", days: 1 },
  { key: "3d", label: "3 days", days: 3 },
  { key: "5d", label: "5 days", days: 5 },
  { key: "1w", label: "1 week", days: 7 },
  { key: "2w", label: "2 weeks", days: 14 },
] as const;

/** Which kinds of activity may be mailed to the user (spec §7 Users → notification-preferences). */
export const NOTIFICATION_PREFERENCE_KEYS = ["property_change", "state_change", "issue_completed", "comment", "mention"] as const;
