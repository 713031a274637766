import type { IssueActivity } from "@hangar/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { issueActivities, issues } from "../../../db/schema";
import { createdAfterMs, loadActorDetails } from "../comments/comments.repo";

export type ActivityRow = typeof issueActivities.$inferSelect;

export async function listActivities(db: Db, issueId: string, createdAfter?: Date): Promise<ActivityRow[]> {
  return db
    .select()
    .from(issueActivities)
    .where(
      and(
        eq(issueActivities.issue_id, issueId),
        createdAfter ? createdAfterMs(issueActivities.created_at, createdAfter) : undefined,
      ),
    )
    .orderBy(asc(issueActivities.created_at), asc(issueActivities.id));
}

/** What the visibility rule reads of issues named by activity rows, deleted ones included. */
export async function issueVisibilityRows(db: Db, ids: string[]) {
  return db
    .select({ id: issues.id, project_id: issues.project_id, is_draft: issues.is_draft, created_by: issues.created_by })
    .from(issues)
    .where(inArray(issues.id, ids));
}

export async function serializeActivities(db: Db, rows: ActivityRow[]): Promise<IssueActivity[]> {
  const actors = await loadActorDetails(
    db,
    rows.map((r) => r.actor_id),
  );
  return rows.map((row) => ({
    id: row.id,
    verb: row.verb,
    field: row.field,
    old_value: row.old_value,
    new_value: row.new_value,
    old_identifier: row.old_identifier,
    new_identifier: row.new_identifier,
    comment: row.comment,
    actor: row.actor_id,
    actor_detail: row.actor_id ? (actors.get(row.actor_id) ?? null) : null,
    issue: row.issue_id,
    project: row.project_id,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
  }));
}
