import type { Db } from "../../db/client";
import { writeActivities } from "./activity";
import type { IssueRow } from "./issues.repo";
import * as repo from "./issues.repo";

/**
 * A parent change seen from the parents: the new parent's history gains "added sub-issue KEY", the old
 * one's "removed sub-issue KEY" (the child's own history has its "parent" row). Parents live in the
 * child's project. Call it inside the transaction that makes the change.
 */
export async function recordSubIssueOnParents(
  tx: Db,
  actorId: string,
  child: IssueRow,
  oldParentId: string | null,
  newParentId: string | null,
) {
  if (oldParentId === newParentId) return;
  const key = (await repo.issueKeys(tx, [child.id])).get(child.id) ?? null;
  const scope = (issueId: string) => ({
    workspace_id: child.workspace_id,
    project_id: child.project_id,
    issue_id: issueId,
    actor_id: actorId,
  });
  if (oldParentId) {
    await writeActivities(tx, scope(oldParentId), [
      { verb: "deleted", field: "sub_issue", old_value: key, old_identifier: child.id },
    ]);
  }
  if (newParentId) {
    await writeActivities(tx, scope(newParentId), [
      { verb: "created", field: "sub_issue", new_value: key, new_identifier: child.id },
    ]);
  }
}
