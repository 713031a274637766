import type { Db } from "../../db/client";
import { type ActivityInput, writeActivities } from "./activity";
import { issueEvent, type WriteContext } from "./issue-writer";
import * as issuesRepo from "./issues.repo";

export type IssueChangeItem = { issueId: string; activities: ActivityInput[] };

/**
 * Public through index.ts: cycles, modules and estimates announce with it the changes they make to issues.
 * Planning changes (cycle, modules, estimate) live outside the issue row, yet each is a change of the issue
 * to its viewers: bump updated_at so incremental sync sees it, write the activity rows and emit the issue
 * event naming `changed`. Call inside the transaction that made the change.
 */
export async function announceIssueChanges(
  tx: Db,
  ctx: WriteContext,
  items: IssueChangeItem[],
  changed: string[],
  columns: Partial<issuesRepo.IssueInsert> = {},
) {
  const byIssue = new Map<string, ActivityInput[]>();
  for (const item of items) byIssue.set(item.issueId, [...(byIssue.get(item.issueId) ?? []), ...item.activities]);
  if (byIssue.size === 0) return [];
  const rows = await issuesRepo.updateIssues(tx, [...byIssue.keys()], { ...columns, updated_by: ctx.userId });
  for (const row of rows) {
    if (row.is_draft || row.deleted_at) continue;
    await writeActivities(
      tx,
      { workspace_id: ctx.workspace_id, project_id: ctx.project_id, issue_id: row.id, actor_id: ctx.userId },
      byIssue.get(row.id) ?? [],
    );
    await issueEvent(tx, ctx, row, "updated", changed);
  }
  return rows;
}

/** The activity row of an issue entering or leaving a named planning object (cycle or module). */
export function membershipActivity(
  field: "cycle" | "module",
  before: { id: string; name: string } | null,
  after: { id: string; name: string } | null,
): ActivityInput {
  return {
    verb: "updated",
    field,
    old_value: before?.name ?? null,
    new_value: after?.name ?? null,
    old_identifier: before?.id ?? null,
    new_identifier: after?.id ?? null,
  };
}

/** Who writes, and where: the context every issue write and event takes (from a project access). */
export const writeContextOf = (access: { workspace: { id: string }; project: { id: string }; userId: string }): WriteContext => ({
  workspace_id: access.workspace.id,
  project_id: access.project.id,
  userId: access.userId,
});
