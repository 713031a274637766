import { type AnyColumn, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { issues, notificationPreferences, notifications, pages, projects, users, workspaces } from "../../../db/schema";

const triggeredBy = alias(users, "triggered_by");
/** A user without a preferences row gets every kind of mail. */
const pref = (column: AnyColumn) => sql<boolean>`coalesce(${column}, true)`;

/**
 * The notifications the digest has not yet considered, oldest first per receiver and issue (or page, for a
 * mention in one), with what a mail about them needs. Locked until the transaction ends and skipped by any
 * other run meanwhile, so two processes running the digest at once never take the same notification.
 */
export async function lockPendingNotifications(tx: Db, limit: number) {
  return tx
    .select({
      id: notifications.id,
      receiver_id: notifications.receiver_id,
      // One of the two: an issue's notification, or a page's (a mention in its content).
      issue_id: notifications.entity_identifier,
      page_id: notifications.page_id,
      sender: notifications.sender,
      is_mentioned_notification: notifications.is_mentioned_notification,
      data: notifications.data,
      created_at: notifications.created_at,
      triggered_by_name: triggeredBy.display_name,
      receiver_email: users.email,
      receiver_active: users.is_active,
      preferences: {
        property_change: pref(notificationPreferences.property_change),
        state_change: pref(notificationPreferences.state_change),
        issue_completed: pref(notificationPreferences.issue_completed),
        comment: pref(notificationPreferences.comment),
        mention: pref(notificationPreferences.mention),
      },
      issue_name: issues.name,
      sequence_id: issues.sequence_id,
      // The page as it is now: renamed or moved since, the mail names and links it where it is.
      page_name: pages.name,
      page_project_id: pages.project_id,
      project_identifier: projects.identifier,
      project_name: projects.name,
      workspace_slug: workspaces.slug,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.receiver_id))
    .innerJoin(workspaces, eq(workspaces.id, notifications.workspace_id))
    .leftJoin(issues, eq(issues.id, notifications.entity_identifier))
    .leftJoin(pages, eq(pages.id, notifications.page_id))
    .leftJoin(projects, eq(projects.id, sql`coalesce(${issues.project_id}, ${pages.project_id})`))
    .leftJoin(triggeredBy, eq(triggeredBy.id, notifications.triggered_by_id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.user_id, notifications.receiver_id))
    .where(isNull(notifications.emailed_at))
    .orderBy(
      asc(notifications.receiver_id),
      asc(notifications.entity_identifier),
      asc(notifications.page_id),
      asc(notifications.created_at),
    )
    .limit(limit)
    .for("update", { of: notifications, skipLocked: true });
}

export type PendingNotification = Awaited<ReturnType<typeof lockPendingNotifications>>[number];

/** Considered: mailed, or left out for good (a kind the receiver turned off, an issue or page they can no longer read). */
export async function markEmailed(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(notifications).set({ emailed_at: sql`now()` }).where(inArray(notifications.id, ids));
}
