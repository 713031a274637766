import { z } from "zod";
import { isoDateTime } from "./common";
import { STATE_GROUPS } from "./constants";
import {
  NOTIFICATION_PAGE_SIZE,
  type NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_SENDERS,
  NOTIFICATION_TYPES,
} from "./domain/notification";
import { actorDetailSchema } from "./issue-extras";
import { cursorParam } from "./issue-filters";

export {
  NOTIFICATION_FIRST_CURSOR,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_SENDERS,
  NOTIFICATION_TYPES,
  SNOOZE_OPTIONS,
} from "./domain/notification";

export type NotificationSender = (typeof NOTIFICATION_SENDERS)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationIssueSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The project's identifier, e.g. "WEB". */
  identifier: z.string(),
  sequence_id: z.number(),
  state_name: z.string().nullable(),
  state_group: z.enum(STATE_GROUPS).nullable(),
});

export const notificationActivitySchema = z.object({
  id: z.string().nullable(),
  field: z.string().nullable(),
  verb: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  /** The comment's text (plain) when the activity is a comment. */
  issue_comment: z.string().nullable(),
  actor: z.string().nullable(),
});

/**
 * The page a page notification is about (someone mentioned the receiver in it), and the text around the
 * mention as it was written (absent on notifications from before it was kept).
 */
export const notificationPageRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  project_id: z.string(),
  excerpt: z.string().nullable().optional(),
});

export const notificationSchema = z.object({
  id: z.string(),
  workspace: z.string(),
  project: z.string(),
  receiver: z.string(),
  /** "issue", or "page" for a mention in a page's content (`data.page`; `data.issue` is then null). */
  entity_name: z.enum(["issue", "page"]),
  entity_identifier: z.string(),
  title: z.string(),
  sender: z.enum(NOTIFICATION_SENDERS),
  is_mentioned_notification: z.boolean(),
  triggered_by: z.string().nullable(),
  triggered_by_details: actorDetailSchema.nullable(),
  data: z.object({
    issue: notificationIssueSchema.nullable(),
    issue_activity: notificationActivitySchema,
    page: notificationPageRefSchema.nullable().optional(),
  }),
  read_at: z.string().nullable(),
  snoozed_till: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const flag = (name: string) =>
  z.enum(["true", "false"], { message: `${name} must be true or false` }).transform((v) => v === "true");

const typeList = z.array(
  z.enum(NOTIFICATION_TYPES, { message: `type must be a comma list of: ${NOTIFICATION_TYPES.join(", ")}` }),
);
const splitTypes = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** A comma list of the sub-filters, e.g. `assigned,created`. */
const notificationTypes = z.string().max(100).transform(splitTypes).pipe(typeList);

/**
 * The inbox filters. Without `snoozed` or `archived`, snoozed (till later) and archived notifications are
 * hidden; with one of them only those show (spec §4); a snooze whose time has passed counts as none.
 * `read=true` hides read ones; `read=false` filters nothing (spec §5: the read filter applies only when
 * true). `mentioned=true` keeps mentions only, `mentioned=false` the others only (the tabs split them);
 * without it, both. `type` keeps notifications of issues the receiver is assigned to, created, or follows
 * without being creator or assignee (several: any of them).
 */
export const notificationFilterQuery = z.object({
  type: notificationTypes.optional(),
  snoozed: flag("snoozed").optional(),
  archived: flag("archived").optional(),
  read: flag("read").optional(),
  mentioned: flag("mentioned").optional(),
});
export const notificationListQuery = notificationFilterQuery.extend({
  per_page: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).optional(),
  cursor: cursorParam.optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationPageSchema = z.object({
  results: z.array(notificationSchema),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  count: z.number(),
  total_results: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Unread notifications the inbox shows (neither archived nor snoozed now), mentions included; and the mentions among them. */
export const unreadCountsSchema = z.object({
  total_unread_notifications_count: z.number(),
  mention_unread_notifications_count: z.number(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const updateNotificationBody = z
  .object({
    read_at: isoDateTime.nullable().optional(),
    /** Must be in the future; null wakes the notification now. */
    snoozed_till: isoDateTime.nullable().optional(),
  })
  .strict();
export type UpdateNotificationBody = z.infer<typeof updateNotificationBody>;

/** Mark-all-read marks what the inbox shows under these filters. */
export const markAllReadBody = z
  .object({
    // A list or a comma list; each entry is checked after the split, so an error names the bad one (type.0).
    type: z
      .union([z.array(z.string().max(20)).max(NOTIFICATION_TYPES.length), z.string().max(100)])
      .transform((value) => (typeof value === "string" ? splitTypes(value) : value))
      .pipe(typeList)
      .optional(),
    snoozed: z.boolean().optional(),
    archived: z.boolean().optional(),
    read: z.boolean().optional(),
    mentioned: z.boolean().optional(),
  })
  .strict();
export type MarkAllReadBody = z.infer<typeof markAllReadBody>;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
export const notificationPreferencesSchema = z.object({
  property_change: z.boolean(),
  state_change: z.boolean(),
  issue_completed: z.boolean(),
  comment: z.boolean(),
  mention: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const updateNotificationPreferencesBody = notificationPreferencesSchema.partial().strict();
