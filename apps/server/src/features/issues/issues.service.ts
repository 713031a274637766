import {
  type CreateIssueBody,
  canDeleteIssue,
  type DeletedIssue,
  type Issue,
  type IssueDetail,
  type UpdateIssueBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { isUuid, type ProjectAccess, projectAccess, type WorkspaceAccess } from "../../lib/permissions";
import { issueReadableBy } from "../../lib/visibility";
import { writeActivities } from "./activity";
import { writeContextOf } from "./issue-changes";
import { loadIssueDetailExtras, readIssueDetail } from "./issue-detail";
import { applyPlanningFields, hasPlanningFields } from "./issue-planning";
import { extrasFromRow, serializeIssue, serializeIssues, toIssue } from "./issue-serializer";
import { lockParentChanges } from "./issue-validation";
import { applyIssueUpdate, insertIssue, issueDeletedEvent } from "./issue-writer";
import type { IssueRow } from "./issues.repo";
import * as repo from "./issues.repo";
import { selectDeletedIssues, selectIssuesByIds } from "./list/issue-list-query";

/** The one rule of lib/visibility.ts (drafts are their creator's), for a caller already in the issue's project. */
const visibleTo = (row: IssueRow, userId: string) => issueReadableBy(row, { userId, projectIds: new Set([row.project_id]) });

export async function requireIssue(db: Db, access: ProjectAccess, issueId: string, lock = false): Promise<IssueRow> {
  const row = isUuid(issueId) ? await repo.findIssue(db, access.project.id, issueId, lock) : undefined;
  if (!row || !visibleTo(row, access.userId)) throw notFound("Issue not found");
  return row;
}

/**
 * Issues of the project by id, not deleted (drafts included: the caller decides), each row locked until the
 * transaction ends when `lock` is set. Public through index.ts: cycles and modules check (and lock) the
 * issues they take in or let go.
 */
export const findProjectIssues = (db: Db, projectId: string, ids: string[], lock = false): Promise<IssueRow[]> =>
  repo.findIssues(db, projectId, ids, lock);

export const findProjectIssue = (db: Db, projectId: string, issueId: string, lock = false): Promise<IssueRow | undefined> =>
  repo.findIssue(db, projectId, issueId, lock);

/** A cycle or modules named on creation are joined in the same transaction, by the planning services' rules. */
export async function createIssue(db: Db, access: ProjectAccess, body: CreateIssueBody): Promise<Issue> {
  return db.transaction(async (tx) => {
    const { cycle_id, module_ids, ...fields } = body;
    const planned = hasPlanningFields({ cycle_id: cycle_id ?? undefined, module_ids });
    const { row, extras } = await insertIssue(tx, writeContextOf(access), fields, { draft: false, last: !planned });
    if (planned) {
      await applyPlanningFields(tx, access, [row.id], { cycle_id: cycle_id ?? undefined, module_ids });
      return serializeIssue(tx, await requireIssue(tx, access, row.id), access.userId, { description: true });
    }
    return toIssue(row, extras, { description: true });
  });
}

export async function getIssue(db: Db, access: ProjectAccess, issueId: string, expand: string[] = []): Promise<IssueDetail> {
  const found = isUuid(issueId) ? await readIssueDetail(db, access.project.id, issueId, access.userId) : null;
  if (!found || !visibleTo(found.issue, access.userId)) throw notFound("Issue not found");
  const issue = toIssue(found.issue, extrasFromRow(found.extras), { description: true }) as IssueDetail;
  return { ...issue, ...(await loadIssueDetailExtras(db, { ...access, issue: found.issue }, expand, found)) };
}

export async function updateIssue(db: Db, access: ProjectAccess, issueId: string, body: UpdateIssueBody): Promise<Issue> {
  return db.transaction(async (tx) => {
    if (body.parent_id) await lockParentChanges(tx, access.project.id);
    const current = await requireIssue(tx, access, issueId, true);
    const { row, extras } = await applyIssueUpdate(tx, writeContextOf(access), current, body, { last: true });
    return extras ? toIssue(row, extras, { description: true }) : serializeIssue(tx, row, access.userId, { description: true });
  });
}

/** Only a project Admin or the issue's creator may delete it. */
export function canDelete(access: ProjectAccess, issue: IssueRow) {
  return canDeleteIssue({ userId: access.userId, role: access.projectRole }, issue);
}

/**
 * Soft delete (the number stays taken). Sub-issues of deleted issues lose their parent, with activity and
 * an event each, so no screen shows a parent that is gone.
 */
export async function softDeleteIssues(tx: Db, access: ProjectAccess, rows: IssueRow[]) {
  const ctx = writeContextOf(access);
  const ids = rows.map((r) => r.id);
  await repo.updateIssues(tx, ids, { deleted_at: new Date(), updated_by: access.userId });
  for (const row of rows) {
    if (row.is_draft) continue;
    await writeActivities(tx, { ...ctx, issue_id: row.id, actor_id: ctx.userId }, [{ verb: "deleted", field: null }]);
    await issueDeletedEvent(tx, ctx, row.id);
  }
  for (const child of await repo.childrenOf(tx, access.project.id, ids)) {
    await applyIssueUpdate(tx, ctx, child, { parent_id: null });
  }
}

export async function deleteIssue(db: Db, access: ProjectAccess, issueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireIssue(tx, access, issueId, true);
    if (!canDelete(access, row)) throw forbidden("Only a project admin or the creator can delete this issue");
    await softDeleteIssues(tx, access, [row]);
  });
}

const KEY_RE = /^([A-Za-z0-9]{1,12})-(\d{1,9})$/;

/** `IDENT-N` → the issue, for any member of its project (others get 404 or, for public projects, 403). */
export async function getIssueByKey(db: Db, access: WorkspaceAccess, key: string): Promise<IssueDetail> {
  const match = KEY_RE.exec(key);
  if (!match) throw notFound("Issue not found");
  const found = await repo.findIssueByKey(db, access.workspace.id, match[1], Number(match[2]));
  if (!found) throw notFound("Issue not found");
  const inProject = await projectAccess(db, access.workspace.slug, found.project.id, access.userId);
  return getIssue(db, inProject, found.issue.id);
}

/** The issues asked for, in the order asked; unknown or deleted ids are skipped. */
export async function listIssuesByIds(db: Db, access: ProjectAccess, ids: string[]): Promise<Issue[]> {
  const rows = await selectIssuesByIds(db, access.project.id, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id.toLowerCase())).filter((r): r is IssueRow => !!r && visibleTo(r, access.userId));
  return serializeIssues(db, [...new Map(ordered.map((r) => [r.id, r])).values()], access.userId);
}

export async function listDeletedIssues(db: Db, access: ProjectAccess, after: string | undefined): Promise<DeletedIssue[]> {
  let since: Date | null = null;
  if (after) {
    since = new Date(after);
    if (Number.isNaN(since.getTime())) throw badRequest("deleted_at__gt: must be an ISO timestamp");
  }
  const rows = await selectDeletedIssues(db, access.project.id, since);
  return rows.map((r) => ({ id: r.id, deleted_at: (r.deleted_at as Date).toISOString() }));
}
