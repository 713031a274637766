import type { NotificationType } from "@hangar/contracts";
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueAssignees, issueSubscribers, issues, notifications, users } from "../../db/schema";
import { readableIssueRefSql, readablePageRefSql } from "../../lib/visibility";
import type { NotificationRow, TriggeredBy } from "./notification-serializer";

/** Whose inbox: the receiver, in one workspace. */
export type Inbox = { workspaceId: string; userId: string };

/** The inbox filters, parsed (packages/contracts/src/notification.ts notificationFilterQuery). */
export type InboxFilters = {
  type?: readonly NotificationType[];
  snoozed?: boolean;
  archived?: boolean;
  read?: boolean;
  mentioned?: boolean;
};

/** Snoozed now: its time has not come. A snooze whose time has passed counts as none (spec §4). */
const snoozedNow = sql`${notifications.snoozed_till} > now()`;
const notSnoozedNow = or(isNull(notifications.snoozed_till), sql`${notifications.snoozed_till} <= now()`);

/** The receiver's relation to the issue, for the sub-filters Assigned to me, Created by me, Subscribed by me. */
function typeCondition(type: NotificationType, userId: string): SQL {
  const assigned = sql`exists (select 1 from ${issueAssignees} where ${issueAssignees.issue_id} = ${notifications.entity_identifier} and ${issueAssignees.assignee_id} = ${userId})`;
  const created = sql`exists (select 1 from ${issues} where ${issues.id} = ${notifications.entity_identifier} and ${issues.created_by} = ${userId})`;
  if (type === "assigned") return assigned;
  if (type === "created") return created;
  // Subscribed by me: followed, neither created nor assigned (those have their own filters).
  return sql`(exists (select 1 from ${issueSubscribers} where ${issueSubscribers.issue_id} = ${notifications.entity_identifier} and ${issueSubscribers.subscriber_id} = ${userId})
    and not ${created} and not ${assigned})`;
}

/** A page notification stays readable while its page is (lib/visibility.ts readablePageRefSql). */
const readablePage = (userId: string) =>
  sql`(${notifications.page_id} is null or ${readablePageRefSql(notifications.page_id, userId)})`;

const readable = (userId: string) =>
  and(
    readableIssueRefSql({ issueId: notifications.entity_identifier, projectId: notifications.project_id }, userId),
    readablePage(userId),
  );

/**
 * The receiver's notifications in the workspace that they may still read (lib/visibility.ts: the
 * issue exists, is not someone else's draft, and they are an active member of its project), narrowed
 * by the filters. Without `archived` or `snoozed`, archived and snoozed ones are hidden; with one of them
 * only those show. `read` hides read ones; `mentioned` keeps mentions only (true) or others only (false).
 */
export function inboxWhere(inbox: Inbox, filters: InboxFilters): SQL | undefined {
  return and(
    eq(notifications.receiver_id, inbox.userId),
    eq(notifications.workspace_id, inbox.workspaceId),
    readable(inbox.userId),
    filters.archived ? isNotNull(notifications.archived_at) : isNull(notifications.archived_at),
    filters.snoozed ? snoozedNow : filters.archived ? undefined : notSnoozedNow,
    filters.read ? isNull(notifications.read_at) : undefined,
    filters.mentioned === undefined ? undefined : eq(notifications.is_mentioned_notification, filters.mentioned),
    filters.type?.length ? or(...filters.type.map((t) => typeCondition(t, inbox.userId))) : undefined,
  );
}

const withTrigger = { row: notifications, display_name: users.display_name, avatar: users.avatar };

export type NotificationWithTrigger = { row: NotificationRow } & TriggeredBy;

/** One page of the inbox, newest first, and how many the filters match in all. */
export async function listInbox(
  db: Db,
  inbox: Inbox,
  filters: InboxFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationWithTrigger[]; total: number }> {
  const where = inboxWhere(inbox, filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(withTrigger)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.triggered_by_id))
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    inboxCountQuery(db, inbox, filters),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Unread notifications in the inbox (neither archived nor snoozed now), and how many are mentions. */
export async function unreadCounts(db: Db, inbox: Inbox): Promise<{ total: number; mentions: number }> {
  const [row] = await unreadCountsQuery(db, inbox);
  return { total: row?.total ?? 0, mentions: row?.mentions ?? 0 };
}

/*
 * The two counts read every notification the receiver has (10,000 in an old inbox), and a fan-out puts
 * each of them on its own heap page. They stay fast only as index-only scans: every column they filter on
 * is in notifications_inbox_idx / notifications_unread_idx. inbox-plans.test.ts holds them to that.
 */

/** How many notifications the inbox shows under the filters. */
export function inboxCountQuery(db: Db, inbox: Inbox, filters: InboxFilters) {
  return db.select({ total: sql<number>`count(*)::int` }).from(notifications).where(inboxWhere(inbox, filters));
}

export function unreadCountsQuery(db: Db, inbox: Inbox) {
  return db
    .select({
      total: sql<number>`count(*)::int`,
      mentions: sql<number>`(count(*) filter (where ${notifications.is_mentioned_notification}))::int`,
    })
    .from(notifications)
    .where(and(inboxWhere(inbox, {}), isNull(notifications.read_at)));
}

/** One of the receiver's notifications that they may still read. */
export async function findInInbox(db: Db, inbox: Inbox, id: string): Promise<NotificationWithTrigger | undefined> {
  const visible = and(
    eq(notifications.id, id),
    eq(notifications.receiver_id, inbox.userId),
    eq(notifications.workspace_id, inbox.workspaceId),
    readable(inbox.userId),
  );
  const [row] = await db
    .select(withTrigger)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.triggered_by_id))
    .where(visible)
    .limit(1);
  return row;
}

export type NotificationChanges = Partial<Pick<NotificationRow, "read_at" | "snoozed_till" | "archived_at">>;

export async function updateNotification(db: Db, id: string, changes: NotificationChanges): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(notifications.id, id))
    .returning();
  return row;
}

/** Marks read, at `readAt`, the unread notifications the inbox shows under the filters; returns their ids. */
export async function markAllRead(db: Db, inbox: Inbox, filters: InboxFilters, readAt: Date): Promise<string[]> {
  const matching = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inboxWhere(inbox, filters), isNull(notifications.read_at)));
  const rows = await db
    .update(notifications)
    .set({ read_at: readAt, updated_at: readAt })
    .where(inArray(notifications.id, matching))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}
