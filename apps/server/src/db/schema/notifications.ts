import type { Notification, NotificationSender } from "@hangar/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";
import { issueActivities, issues } from "./issues";
import { users } from "./users";

/**
 * One row per receiver per activity on an issue they follow (spec §3 Notification). Written in the
 * change's own transaction, so a rolled-back change notifies no one.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    // No foreign keys here: the issue's cascade already takes its notifications with the workspace or
    // project, and each key checked costs every row of a fan-out a lookup.
    workspace_id: uuid("workspace_id").notNull(),
    project_id: uuid("project_id").notNull(),
    receiver_id: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    triggered_by_id: uuid("triggered_by_id").references(() => users.id, { onDelete: "set null" }),
    entity_name: text("entity_name").notNull().default("issue"),
    // The issue: its notifications go with it when it is deleted for good.
    entity_identifier: uuid("entity_identifier")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    issue_activity_id: uuid("issue_activity_id").references(() => issueActivities.id, { onDelete: "set null" }),
    sender: text("sender").$type<NotificationSender>().notNull(),
    is_mentioned_notification: boolean("is_mentioned_notification").notNull().default(false),
    title: text("title").notNull(),
    /** The contract's `data`: a snapshot of the issue and the activity when it happened. */
    data: jsonb("data").$type<Notification["data"]>().notNull(),
    read_at: ts("read_at"),
    snoozed_till: ts("snoozed_till"),
    archived_at: ts("archived_at"),
    /** Mail digest bookkeeping: null = not yet considered for mail. */
    emailed_at: ts("emailed_at"),
    ...timestamps,
  },
  (t) => [
    // The inbox: a receiver's notifications in one workspace, newest first.
    index("notifications_inbox_idx").on(t.receiver_id, t.workspace_id, t.created_at.desc(), t.id.desc()),
    // The unread badge counts only these; most of an old inbox is read.
    index("notifications_unread_idx")
      .on(t.receiver_id, t.workspace_id, t.is_mentioned_notification)
      .where(sql`${t.read_at} is null and ${t.archived_at} is null`),
    // The mail digest picks up what it has not yet considered.
    index("notifications_digest_idx").on(t.receiver_id, t.entity_identifier).where(sql`${t.emailed_at} is null`),
    // The issue's cascade and the visibility check both find notifications by issue.
    index("notifications_entity_idx").on(t.entity_identifier),
  ],
);

/** Which kinds of activity a user gets by mail (spec §7 Users → notification-preferences). */
export const notificationPreferences = pgTable("notification_preferences", {
  id: id(),
  user_id: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  property_change: boolean("property_change").notNull().default(true),
  state_change: boolean("state_change").notNull().default(true),
  issue_completed: boolean("issue_completed").notNull().default(true),
  comment: boolean("comment").notNull().default(true),
  mention: boolean("mention").notNull().default(true),
  ...timestamps,
});
