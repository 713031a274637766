import type { IssueDetail, ListIssuesQuery } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { badRequest, notFound } from "../../../lib/errors";
import type { ProjectAccess } from "../../../lib/permissions";
import { writeActivities } from "../activity";
import { writeContextOf } from "../issue-changes";
import { issueEvent } from "../issue-writer";
import type { IssueRow } from "../issues.repo";
import * as repo from "../issues.repo";
import { getIssue, requireIssue } from "../issues.service";
import { listArchivedProjectIssues } from "../list/issue-list.service";

const ARCHIVABLE = new Set(["completed", "cancelled"]);

/** Issues that may not be archived: drafts and those not in a completed or canceled state. */
export async function notArchivable(db: Db, rows: IssueRow[]): Promise<IssueRow[]> {
  const stateIds = [...new Set(rows.map((r) => r.state_id).filter((id): id is string => !!id))];
  const groups = new Map((await repo.findStatesByIds(db, stateIds)).map((s) => [s.id, s.group]));
  return rows.filter((r) => r.is_draft || !r.state_id || !ARCHIVABLE.has(groups.get(r.state_id) ?? ""));
}

/** Archives rows already checked and locked by the caller; already archived ones keep their date. */
export async function archiveRows(tx: Db, access: ProjectAccess, rows: IssueRow[]): Promise<IssueRow[]> {
  const ctx = writeContextOf(access);
  const now = new Date();
  const out: IssueRow[] = [];
  for (const row of rows) {
    if (row.archived_at) {
      out.push(row);
      continue;
    }
    const updated = await repo.updateIssue(tx, row.id, { archived_at: now, updated_by: ctx.userId });
    await writeActivities(tx, { ...ctx, issue_id: row.id, actor_id: ctx.userId }, [
      { verb: "archived", field: "archived_at", new_value: now.toISOString() },
    ]);
    await issueEvent(tx, ctx, updated, "archived", ["archived_at"]);
    out.push(updated);
  }
  return out;
}

export async function archiveIssue(db: Db, access: ProjectAccess, issueId: string): Promise<{ archived_at: string }> {
  return db.transaction(async (tx) => {
    const row = await requireIssue(tx, access, issueId, true);
    if ((await notArchivable(tx, [row])).length > 0) {
      throw badRequest("state_id: only issues in a completed or canceled state can be archived");
    }
    const [archived] = await archiveRows(tx, access, [row]);
    return { archived_at: (archived.archived_at as Date).toISOString() };
  });
}

/** Restoring an issue that is not archived changes nothing, so a repeated click is harmless. */
export async function restoreIssue(db: Db, access: ProjectAccess, issueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireIssue(tx, access, issueId, true);
    if (!row.archived_at) return;
    const ctx = writeContextOf(access);
    const updated = await repo.updateIssue(tx, row.id, { archived_at: null, updated_by: ctx.userId });
    await writeActivities(tx, { ...ctx, issue_id: row.id, actor_id: ctx.userId }, [
      { verb: "restored", field: "archived_at", old_value: row.archived_at.toISOString() },
    ]);
    await issueEvent(tx, ctx, updated, "restored", ["archived_at"]);
  });
}

export async function getArchivedIssue(db: Db, access: ProjectAccess, issueId: string): Promise<IssueDetail> {
  const row = await requireIssue(db, access, issueId);
  if (!row.archived_at) throw notFound("Issue not found");
  return getIssue(db, access, issueId);
}

export async function listArchivedIssues(db: Db, access: ProjectAccess, query: ListIssuesQuery) {
  return listArchivedProjectIssues(db, access, query);
}
