import type { Notification, NotificationSender } from "@hangar/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";
import { issues } from "./issues";
import { pages } from "./pages";
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
    // project, and each key checked costs every row of a fan-out a lookup (and a row lock).
    workspace_id: uuid("workspace_id").notNull(),
    project_id: uuid("project_id").notNull(),
    receiver_id: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Who and which activity: plain ids, no foreign keys. Accounts are deactivated, never deleted, and an
    // issue's activities go with it as its notifications do; checking the keys cost a fan-out to 50
    // people a third of its time (bench/notifications.ts).
    triggered_by_id: uuid("triggered_by_id"),
    entity_name: text("entity_name").notNull().default("issue"),
    // The issue: its notifications go with it when it is deleted for good. Null on a page's notification.
    entity_identifier: uuid("entity_identifier").references(() => issues.id, { onDelete: "cascade" }),
    /** The page of a page notification (entity_name "page": a mention in its content); gone with the page. */
    page_id: uuid("page_id").references(() => pages.id, { onDelete: "cascade" }),
    issue_activity_id: uuid("issue_activity_id"),
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
    // The inbox: a receiver's notifications in one workspace, newest first. The trailing columns are all
    // its filters and its visibility check read (page_id included), so its counts are answered from the
    // index alone: a fan-out interleaves receivers, so each of a receiver's rows sits on its own heap page.
    index("notifications_inbox_idx").on(
      t.receiver_id,
      t.workspace_id,
      // NULLS FIRST, as a plain ORDER BY … DESC sorts: otherwise the index's order is not the query's.
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.archived_at,
      t.snoozed_till,
      t.read_at,
      t.is_mentioned_notification,
      t.project_id,
      t.entity_identifier,
      t.page_id,
    ),
    // The unread badge counts only these; most of an old inbox is read.
    index("notifications_unread_idx")
      .on(
        t.receiver_id,
        t.workspace_id,
        t.is_mentioned_notification,
        t.snoozed_till,
        t.project_id,
        t.entity_identifier,
        t.page_id,
      )
      .where(sql`${t.read_at} is null and ${t.archived_at} is null`),
    // The mail digest picks up what it has not yet considered, oldest first. Keyed by time, so a fan-out's
    // rows all land on the index's last page instead of one page per receiver.
    index("notifications_digest_idx").on(t.created_at).where(sql`${t.emailed_at} is null`),
    // The issue's cascade and the visibility check both find notifications by issue.
    index("notifications_entity_idx").on(t.entity_identifier),
    index("notifications_page_idx").on(t.page_id).where(sql`${t.page_id} is not null`),
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

/**
 * A change's notification fan-out still to do: written by the change's own statement (a rolled-back change
 * leaves none), done right after its commit by the process that made it, and deleted by the statement
 * that writes the notifications (run_notification_fanouts), so it is done exactly once whichever process
 * claims it. One left behind by a process that died is claimed at the next start of any process, or by
 * the minutely sweep job. Its columns are notify_issue_activity's arguments.
 */
export const notificationFanouts = pgTable("notification_fanouts", {
  /** Made by the writer, which names it after commit without waiting for the statement's answer. */
  id: uuid("id").primaryKey(),
  created_at: ts("created_at").notNull().defaultNow(),
  // No foreign keys: each checked key costs the change a lookup; a fan-out of a deleted issue tells no one.
  issue_id: uuid("issue_id").notNull(),
  actor_id: uuid("actor_id").notNull(),
  activity_ids: uuid("activity_ids").array().notNull(),
  fields: text("fields").array().notNull(),
  verbs: text("verbs").array().notNull(),
  old_values: text("old_values").array().notNull(),
  new_values: text("new_values").array().notNull(),
  comments: text("comments").array().notNull(),
  generic: boolean("generic").array().notNull(),
  mention: boolean("mention").array().notNull(),
  mentioned: uuid("mentioned").array().notNull(),
});
