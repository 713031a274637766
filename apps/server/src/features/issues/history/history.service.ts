import { type HistoryItem, type HistoryType, RELATION_TYPES } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { issueReadableBy, readerOf } from "../../../lib/visibility";
import { listComments, serializeComments } from "../comments/comments.repo";
import type { IssueAccess } from "../issue-access";
import { type ActivityRow, issueVisibilityRows, listActivities, serializeActivities } from "./history.repo";

/** Fields whose activity rows name another issue (its key as the value, its id as the identifier). */
const ISSUE_FIELDS = new Set<string>([...RELATION_TYPES, "parent"]);

/**
 * The activity rows the caller may read: a row naming another issue (a relation to an issue of another
 * project, say) is left out unless the caller may read that issue too (lib/visibility.ts), as the
 * relations list leaves it out. The other issue being deleted since hides nothing its readers saw.
 */
async function readableActivities(db: Db, access: IssueAccess, rows: ActivityRow[]): Promise<ActivityRow[]> {
  const named = (row: ActivityRow) =>
    row.field !== null && ISSUE_FIELDS.has(row.field)
      ? [row.old_identifier, row.new_identifier].filter((id): id is string => id !== null)
      : [];
  const ids = [...new Set(rows.flatMap(named))].filter((id) => id !== access.issue.id);
  if (ids.length === 0) return rows;
  const reader = await readerOf(db, access.workspace.id, access.userId);
  const others = new Map((await issueVisibilityRows(db, ids)).map((r) => [r.id, r]));
  const readable = (id: string) => {
    const other = others.get(id);
    return other !== undefined && issueReadableBy({ ...other, deleted_at: null }, reader);
  };
  return rows.filter((row) => named(row).every((id) => id === access.issue.id || readable(id)));
}

export type HistoryFilter = { types: HistoryType[]; createdAfter?: Date };

/**
 * Property changes and comments of an issue in one timeline, oldest first. Epic clients ask for the
 * epic-* names and get their items marked the same way.
 */
export async function issueHistory(db: Db, access: IssueAccess, filter: HistoryFilter): Promise<HistoryItem[]> {
  const propertyType = filter.types.find((t) => t === "issue-property" || t === "epic-property");
  const commentType = filter.types.find((t) => t === "issue-comment" || t === "epic-comment");
  const items: HistoryItem[] = [];
  if (propertyType) {
    const rows = await readableActivities(db, access, await listActivities(db, access.issue.id, filter.createdAfter));
    for (const activity of await serializeActivities(db, rows)) items.push({ ...activity, activity_type: propertyType });
  }
  if (commentType) {
    const rows = await listComments(db, access.issue.id, filter.createdAfter);
    for (const comment of await serializeComments(db, rows)) items.push({ ...comment, activity_type: commentType });
  }
  // ISO strings of one format sort like the instants they name; the stable sort keeps each list's own order on ties.
  return items.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}
