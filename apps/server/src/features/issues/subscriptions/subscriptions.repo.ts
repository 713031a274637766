import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { issueSubscribers, issues } from "../../../db/schema";
import { readableIssueSql } from "../../../lib/visibility";

export type SubscriptionScope = { workspace_id: string; project_id: string };

/** Ids of the issues that were not yet followed by the user and now are. */
export async function insertSubscriptions(
  db: Db,
  scope: SubscriptionScope,
  issueIds: string[],
  userId: string,
): Promise<string[]> {
  if (issueIds.length === 0) return [];
  const rows = await db
    .insert(issueSubscribers)
    .values(issueIds.map((issue_id) => ({ ...scope, issue_id, subscriber_id: userId })))
    .onConflictDoNothing({ target: [issueSubscribers.issue_id, issueSubscribers.subscriber_id] })
    .returning({ issue_id: issueSubscribers.issue_id });
  return rows.map((r) => r.issue_id);
}

export async function deleteSubscription(db: Db, issueId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(issueSubscribers)
    .where(and(eq(issueSubscribers.issue_id, issueId), eq(issueSubscribers.subscriber_id, userId)))
    .returning({ id: issueSubscribers.id });
  return rows.length > 0;
}

export type SubscribableIssue = Pick<
  typeof issues.$inferSelect,
  "id" | "workspace_id" | "project_id" | "is_draft" | "created_by"
>;

/** Which of `ids` are live issues of the project that the user may read (lib/visibility.ts: not others' drafts). */
export async function readableProjectIssues(
  db: Db,
  projectId: string,
  ids: string[],
  userId: string,
): Promise<SubscribableIssue[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: issues.id,
      workspace_id: issues.workspace_id,
      project_id: issues.project_id,
      is_draft: issues.is_draft,
      created_by: issues.created_by,
    })
    .from(issues)
    .where(and(eq(issues.project_id, projectId), inArray(issues.id, ids), readableIssueSql(issues, userId)));
}
