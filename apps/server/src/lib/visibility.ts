import { PAGE_ACCESS, ROLE } from "@hangar/contracts";
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { issues, pages, projectMembers, projects } from "../db/schema";
import type { HangarEvent } from "./events";
import { activeProjectMembershipsOf } from "./memberships";

/**
 * Who may read an issue, and so hear of anything about it. One rule for every way in (the issue, each of
 * its sub-resources, relations from other issues, history) and every way out (events, the live socket,
 * and the notifications and webhooks that fan events out):
 * - the reader is an active member of the issue's project (any role: Guests read the issues of the
 *   projects they were added to; workspace roles alone give nothing, private or public project alike);
 * - a draft is its author's alone until it is published;
 * - a deleted issue is gone (the deleted-issues list is the one exception, and names ids only).
 */
export type Reader = {
  userId: string;
  projectIds: ReadonlySet<string>;
  /**
   * The projects whose public pages the reader may read: Members and Admins, and Guests where the project
   * lets guests view all its features (spec §6). Absent: none (their own private pages only).
   */
  pageProjectIds?: ReadonlySet<string>;
};

export type ReadableIssue = { project_id: string; is_draft: boolean; created_by: string | null; deleted_at?: Date | null };

export function issueReadableBy(issue: ReadableIssue, reader: Reader): boolean {
  if (issue.deleted_at) return false;
  if (!reader.projectIds.has(issue.project_id)) return false;
  return !issue.is_draft || issue.created_by === reader.userId;
}

/** The same rule as SQL over an issues table (or an alias of it), for queries that join other issues. */
export function readableIssueSql(
  table: { project_id: AnyPgColumn; is_draft: AnyPgColumn; created_by: AnyPgColumn; deleted_at: AnyPgColumn },
  userId: string,
): SQL {
  return sql`(${table.deleted_at} is null
    and (${table.is_draft} = false or ${table.created_by} = ${userId})
    and exists (select 1 from ${projectMembers} where ${and(
      sql`${projectMembers.project_id} = ${table.project_id}`,
      eq(projectMembers.member_id, userId),
      eq(projectMembers.is_active, true),
    )}))`;
}

/**
 * The same rule for rows that name an issue and carry its project (notifications), without reading each
 * issue: the reader is an active member of the project, and the issue is not among the few that are
 * hidden (deleted, or someone else's draft), found through the issues_hidden_idx partial index. Sound
 * because an issue never changes project. Over thousands of rows this costs a hash of the hidden issues,
 * where reading each issue would cost a lookup per row.
 */
export function readableIssueRefSql(row: { issueId: AnyPgColumn; projectId: AnyPgColumn }, userId: string): SQL {
  // `= any(array(…))`, read once, not `in (…)`: as a join, the memberships could be put outside an
  // ordered scan and cost it its order (then a page of 300 would sort them all).
  return sql`(${row.projectId} = any(array(select ${projectMembers.project_id} from ${projectMembers} where ${and(
    eq(projectMembers.member_id, userId),
    eq(projectMembers.is_active, true),
  )}))
    and not exists (select 1 from ${issues} hidden where hidden.id = ${row.issueId}
      and (hidden.deleted_at is not null or (hidden.is_draft and hidden.created_by is distinct from ${userId}))))`;
}

/** The page rule's own names for its tables, so it reads the same inside a query over any of them. */
const rp = {
  page: alias(pages, "readable_page"),
  project: alias(projects, "readable_page_project"),
  member: alias(projectMembers, "readable_page_member"),
};

/**
 * Who may read a page, and so hear of it (spec §6), as SQL over a row that names the page: an active
 * member of the page's project while the project has pages on; for a private page its owner only; for a
 * public one Members and Admins, and Guests where the project lets them view all its features. An
 * archived page is still read (read-only). `userId` is a user's id or a column holding one (a
 * notification's receiver, for the mail digest).
 */
export function readablePageRefSql(pageId: SQLWrapper, userId: string | SQLWrapper): SQL {
  return sql`exists (select 1 from ${pages} as ${rp.page}
    join ${projects} as ${rp.project} on ${rp.project.id} = ${rp.page.project_id}
    join ${projectMembers} as ${rp.member} on ${rp.member.project_id} = ${rp.page.project_id} and ${rp.member.member_id} = ${userId}
      and ${rp.member.is_active}
    where ${rp.page.id} = ${pageId} and ${rp.project.page_view}
      and (case when ${rp.page.access} = ${PAGE_ACCESS.PRIVATE} then ${rp.page.owned_by_id} = ${userId}
        else ${rp.member.role} >= ${ROLE.MEMBER} or ${rp.project.guest_view_all_features} end))`;
}

/** The projects of a workspace whose issues (and public pages) a user may read: their active memberships. */
export async function readerOf(db: Db, workspaceId: string, userId: string): Promise<Reader> {
  const rows = await db
    .select({ id: projectMembers.project_id, role: projectMembers.role, guestsView: projects.guest_view_all_features })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.project_id))
    .where(activeProjectMembershipsOf(workspaceId, userId));
  return {
    userId,
    projectIds: new Set(rows.map((r) => r.id)),
    pageProjectIds: new Set(rows.filter((r) => readsPublicPages(r.role, r.guestsView)).map((r) => r.id)),
  };
}

/** A project's public pages are read by its Members and Admins, and by its Guests where it lets them view. */
export const readsPublicPages = (role: number, guestsView: boolean) => role >= ROLE.MEMBER || guestsView;

/** Which of `issueIds` the user may read (for fan-outs that name issues by id: notifications, webhooks). */
export async function readableIssueIds(db: Db, userId: string, issueIds: readonly string[]): Promise<Set<string>> {
  if (issueIds.length === 0) return new Set();
  const rows = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(inArray(issues.id, [...new Set(issueIds)]), readableIssueSql(issues, userId)));
  return new Set(rows.map((r) => r.id));
}

/** Which of `pageIds` the user may read (readablePageRefSql), for the mail digest's page mentions. */
export async function readablePageIds(db: Db, userId: string, pageIds: readonly string[]): Promise<Set<string>> {
  if (pageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(inArray(pages.id, [...new Set(pageIds)]), readablePageRefSql(pages.id, userId)));
  return new Set(rows.map((r) => r.id));
}

export async function canReadIssue(db: Db, userId: string, issueId: string): Promise<boolean> {
  return (await readableIssueIds(db, userId, [issueId])).has(issueId);
}

/**
 * What a reader may hear of an event: all of it, or nothing (null). An event addressed to one user
 * (their draft, their private view or page) reaches only them; a project's event reaches only its members; an
 * event naming an issue of another project (a relation's other end) reaches only those who may read that
 * one too, as the relations list shows them only such issues.
 */
export function eventFor(event: HangarEvent, reader: Reader): HangarEvent | null {
  if (event.recipient_id !== null && event.recipient_id !== reader.userId) return null;
  if (event.project_id !== null && !reader.projectIds.has(event.project_id)) return null;
  // A public page's events reach only who reads the project's pages (a private one's, its owner: above).
  if (event.entity_type === "page" && event.recipient_id === null && !reader.pageProjectIds?.has(event.project_id ?? ""))
    return null;
  if (event.entity_type === "issue_relation" && !reader.projectIds.has(event.payload.related_issue.project_id)) return null;
  return event;
}
