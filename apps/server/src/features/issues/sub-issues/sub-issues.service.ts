import type { StateDistribution, SubIssuesResponse } from "@hangar/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { issues, states } from "../../../db/schema";
import { badRequest } from "../../../lib/errors";
import type { ProjectAccess } from "../../../lib/permissions";
import { writeContextOf } from "../issue-changes";
import { serializeIssues } from "../issue-serializer";
import { lockParentChanges } from "../issue-validation";
import { applyIssueUpdate } from "../issue-writer";
import * as repo from "../issues.repo";
import { requireIssue } from "../issues.service";

/** Published sub-issues of an issue (archived ones too: they are still its children), with their state groups. */
async function subIssues(db: Db, access: ProjectAccess, parentId: string): Promise<SubIssuesResponse> {
  const rows = await db
    .select({ issue: issues, group: states.group })
    .from(issues)
    .leftJoin(states, eq(states.id, issues.state_id))
    .where(
      and(
        eq(issues.project_id, access.project.id),
        eq(issues.parent_id, parentId),
        isNull(issues.deleted_at),
        eq(issues.is_draft, false),
      ),
    )
    // sort_order is only meaningful within one state, and children span states: keep creation order.
    .orderBy(asc(issues.sequence_id));
  const state_distribution: StateDistribution = { backlog: 0, unstarted: 0, started: 0, completed: 0, cancelled: 0 };
  for (const r of rows) {
    const group = r.group as keyof StateDistribution | null;
    if (group && group in state_distribution) state_distribution[group] += 1;
  }
  return {
    sub_issues: await serializeIssues(
      db,
      rows.map((r) => r.issue),
      access.userId,
    ),
    state_distribution,
  };
}

export async function listSubIssues(db: Db, access: ProjectAccess, issueId: string): Promise<SubIssuesResponse> {
  const parent = await requireIssue(db, access, issueId);
  return subIssues(db, access, parent.id);
}

/** Makes the given issues children of this one; all or nothing, and never a loop. */
export async function addSubIssues(
  db: Db,
  access: ProjectAccess,
  issueId: string,
  subIssueIds: string[],
): Promise<SubIssuesResponse> {
  await db.transaction(async (tx) => {
    await lockParentChanges(tx, access.project.id);
    const parent = await requireIssue(tx, access, issueId, true);
    const ids = [...new Set(subIssueIds.map((id) => id.toLowerCase()))];
    if (ids.includes(parent.id)) throw badRequest("sub_issue_ids: an issue cannot be its own sub-issue");
    const rows = await repo.findIssues(tx, access.project.id, ids, true);
    if (rows.length !== ids.length || rows.some((r) => r.is_draft))
      throw badRequest("sub_issue_ids: issue not found in this project");
    const ancestors = new Set(await repo.ancestorIds(tx, parent.id));
    if (rows.some((r) => ancestors.has(r.id))) {
      throw badRequest("sub_issue_ids: an ancestor of this issue cannot become its sub-issue");
    }
    const ctx = writeContextOf(access);
    for (const row of rows) await applyIssueUpdate(tx, ctx, row, { parent_id: parent.id });
  });
  return subIssues(db, access, issueId);
}
