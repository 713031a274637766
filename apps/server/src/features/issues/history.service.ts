import type { HistoryItem, HistoryType } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { listComments, serializeComments } from "./comments.repo";
import { listActivities, serializeActivities } from "./history.repo";
import type { IssueAccess } from "./issue-access";

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
    const rows = await listActivities(db, access.issue.id, filter.createdAfter);
    for (const activity of await serializeActivities(db, rows)) items.push({ ...activity, activity_type: propertyType });
  }
  if (commentType) {
    const rows = await listComments(db, access.issue.id, filter.createdAfter);
    for (const comment of await serializeComments(db, rows)) items.push({ ...comment, activity_type: commentType });
  }
  // ISO strings of one format sort like the instants they name; the stable sort keeps each list's own order on ties.
  return items.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}
