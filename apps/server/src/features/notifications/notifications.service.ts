import {
  type MarkAllReadBody,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationPage,
  type UnreadCounts,
  type UpdateNotificationBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { recordEvent } from "../../lib/events";
import { pageInfo, parseCursor } from "../../lib/pagination";
import { isUuid, type WorkspaceAccess } from "../../lib/permissions";
import { toNotification } from "./notification-serializer";
import * as repo from "./notifications.repo";

const inboxOf = (access: WorkspaceAccess): repo.Inbox => ({ workspaceId: access.workspace.id, userId: access.userId });

export async function listNotifications(
  db: Db,
  access: WorkspaceAccess,
  query: repo.InboxFilters & { per_page?: number; cursor?: string },
): Promise<NotificationPage> {
  const cursor = parseCursor(query.cursor, query.per_page, NOTIFICATION_PAGE_SIZE);
  if (cursor.perPage > NOTIFICATION_PAGE_SIZE)
    throw badRequest(`cursor: page size must be between 1 and ${NOTIFICATION_PAGE_SIZE}`);
  const { rows, total } = await repo.listInbox(db, inboxOf(access), query, { limit: cursor.perPage, offset: cursor.start });
  const info = pageInfo(cursor, { count: rows.length, total });
  return {
    results: rows.map(({ row, ...by }) => toNotification(row, by)),
    next_cursor: info.next_cursor,
    prev_cursor: info.prev_cursor,
    next_page_results: info.next_page_results,
    prev_page_results: info.prev_page_results,
    count: info.count,
    total_results: info.total_results,
  };
}

export async function getUnreadCounts(db: Db, access: WorkspaceAccess): Promise<UnreadCounts> {
  const counts = await repo.unreadCounts(db, inboxOf(access));
  return { total_unread_notifications_count: counts.total, mention_unread_notifications_count: counts.mentions };
}

/**
 * Applies a change to one of the caller's notifications and tells their other screens. Someone else's
 * notification, or one of an issue they may no longer read, does not exist for them: 404.
 */
async function changeNotification(
  db: Db,
  access: WorkspaceAccess,
  id: string,
  changesOf: (current: repo.NotificationWithTrigger["row"]) => repo.NotificationChanges,
): Promise<Notification> {
  if (!isUuid(id)) throw notFound("Notification not found");
  return db.transaction(async (tx) => {
    const found = await repo.findInInbox(tx, inboxOf(access), id);
    if (!found) throw notFound("Notification not found");
    const row = await repo.updateNotification(tx, id, changesOf(found.row));
    const notification = toNotification(row, found);
    await recordEvent(tx, {
      workspace_id: row.workspace_id,
      project_id: row.project_id,
      entity_type: "notification",
      entity_id: row.id,
      action: "updated",
      actor_id: access.userId,
      recipient_id: access.userId,
      payload: { notification },
    });
    return notification;
  });
}

/** `snoozed_till` must lie ahead (null wakes it now); `read_at` null marks it unread. */
export function updateNotification(db: Db, access: WorkspaceAccess, id: string, body: UpdateNotificationBody) {
  const changes: repo.NotificationChanges = {};
  if (body.read_at !== undefined) changes.read_at = body.read_at === null ? null : new Date(body.read_at);
  if (body.snoozed_till !== undefined) {
    const till = body.snoozed_till === null ? null : new Date(body.snoozed_till);
    if (till && till.getTime() <= Date.now()) throw badRequest("snoozed_till: must be in the future");
    changes.snoozed_till = till;
  }
  return changeNotification(db, access, id, () => changes);
}

/** Read keeps the time it was first read. */
export const markRead = (db: Db, access: WorkspaceAccess, id: string) =>
  changeNotification(db, access, id, (current) => ({ read_at: current.read_at ?? new Date() }));

export const markUnread = (db: Db, access: WorkspaceAccess, id: string) =>
  changeNotification(db, access, id, () => ({ read_at: null }));

export const archive = (db: Db, access: WorkspaceAccess, id: string) =>
  changeNotification(db, access, id, (current) => ({ archived_at: current.archived_at ?? new Date() }));

export const unarchive = (db: Db, access: WorkspaceAccess, id: string) =>
  changeNotification(db, access, id, () => ({ archived_at: null }));

/** Marks read what the inbox shows under the filters; the caller's other screens hear which. */
export async function markAllRead(db: Db, access: WorkspaceAccess, body: MarkAllReadBody): Promise<void> {
  const readAt = new Date();
  await db.transaction(async (tx) => {
    const ids = await repo.markAllRead(tx, inboxOf(access), body, readAt);
    if (ids.length === 0) return;
    await recordEvent(tx, {
      workspace_id: access.workspace.id,
      project_id: null,
      entity_type: "notification",
      action: "updated",
      actor_id: access.userId,
      recipient_id: access.userId,
      payload: { marked_read: ids, read_at: readAt.toISOString() },
    });
  });
}
