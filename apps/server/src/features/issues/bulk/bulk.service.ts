import type { bulkOperationBody, Issue, issueDatesBody, UpdateIssueBody } from "@hangar/contracts";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { badRequest, forbidden, HttpError } from "../../../lib/errors";
import type { ProjectAccess } from "../../../lib/permissions";
import { archiveRows, notArchivable } from "../archive/archive.service";
import { writeContextOf } from "../issue-changes";
import { applyPlanningFields, hasPlanningFields } from "../issue-planning";
import { serializeIssues } from "../issue-serializer";
import { applyIssueUpdate } from "../issue-writer";
import type { IssueRow } from "../issues.repo";
import * as repo from "../issues.repo";
import { canDelete, softDeleteIssues } from "../issues.service";

type BulkOperation = z.infer<typeof bulkOperationBody>;
type IssueDates = z.infer<typeof issueDatesBody>;

const keyOf = (identifier: string, row: IssueRow) => `${identifier}-${row.sequence_id}`;

/** Every id must be a published issue of the project; the rows come back locked for the transaction. */
async function requireAll(tx: Db, access: ProjectAccess, ids: string[], field = "issue_ids"): Promise<IssueRow[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await repo.findIssues(tx, access.project.id, unique, true);
  if (rows.length !== unique.length || rows.some((r) => r.is_draft))
    throw badRequest(`${field}: issue not found in this project`);
  return rows;
}

/**
 * One change applied to many issues, all or nothing, with per-issue activity and events. State, priority,
 * dates and cycle replace; assignees, labels and modules are added to each issue's own.
 */
export async function bulkUpdate(db: Db, access: ProjectAccess, body: BulkOperation): Promise<Issue[]> {
  const { assignee_ids, label_ids, cycle_id, module_ids, ...replace } = body.properties;
  const rows = await db.transaction(async (tx) => {
    const ctx = writeContextOf(access);
    const out: IssueRow[] = [];
    for (const row of await requireAll(tx, access, body.issue_ids)) {
      const input: UpdateIssueBody = { ...replace };
      if (assignee_ids) input.assignee_ids = [...(await repo.currentAssigneeIds(tx, row.id)), ...assignee_ids];
      if (label_ids) input.label_ids = [...(await repo.currentLabelIds(tx, row.id)), ...label_ids];
      try {
        out.push((await applyIssueUpdate(tx, ctx, row, input)).row);
      } catch (err) {
        if (err instanceof HttpError && err.status === 400) {
          throw badRequest(`${err.message} (${keyOf(access.project.identifier, row)})`);
        }
        throw err;
      }
    }
    if (!hasPlanningFields({ cycle_id, module_ids })) return out;
    await applyPlanningFields(
      tx,
      access,
      out.map((r) => r.id),
      { cycle_id, module_ids },
    );
    return repo.findIssues(
      tx,
      access.project.id,
      out.map((r) => r.id),
    );
  });
  return serializeIssues(db, rows, access.userId);
}

/** Only when the caller may delete every one of them (project Admin, or creator of each). */
export async function bulkDelete(db: Db, access: ProjectAccess, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await requireAll(tx, access, ids);
    const refused = rows.filter((r) => !canDelete(access, r));
    if (refused.length > 0) {
      const keys = refused.map((r) => keyOf(access.project.identifier, r)).join(", ");
      throw forbidden(`Only a project admin or the creator can delete these issues: ${keys}`);
    }
    await softDeleteIssues(tx, access, rows);
  });
}

export async function bulkArchive(db: Db, access: ProjectAccess, ids: string[]): Promise<{ archived_at: string }> {
  return db.transaction(async (tx) => {
    const rows = await requireAll(tx, access, ids);
    const refused = await notArchivable(tx, rows);
    if (refused.length > 0) {
      const keys = refused.map((r) => keyOf(access.project.identifier, r)).join(", ");
      throw badRequest(`issue_ids: only issues in a completed or canceled state can be archived: ${keys}`);
    }
    const archived = await archiveRows(tx, access, rows);
    const latest = Math.max(...archived.map((r) => (r.archived_at as Date).getTime()));
    return { archived_at: new Date(latest).toISOString() };
  });
}

/** Timeline drags: several issues' dates at once, each checked (start ≤ target), all or nothing. */
export async function updateIssueDates(db: Db, access: ProjectAccess, body: IssueDates): Promise<Issue[]> {
  const rows = await db.transaction(async (tx) => {
    const current = new Map(
      (
        await requireAll(
          tx,
          access,
          body.updates.map((u) => u.id),
          "updates",
        )
      ).map((r) => [r.id, r]),
    );
    const ctx = writeContextOf(access);
    const out: IssueRow[] = [];
    for (const update of body.updates) {
      const row = current.get(update.id.toLowerCase()) as IssueRow;
      const input: UpdateIssueBody = {};
      if (update.start_date !== undefined) input.start_date = update.start_date;
      if (update.target_date !== undefined) input.target_date = update.target_date;
      try {
        const { row: next } = await applyIssueUpdate(tx, ctx, row, input);
        current.set(next.id, next);
        out.push(next);
      } catch (err) {
        if (err instanceof HttpError && err.status === 400) {
          throw badRequest(`updates: ${err.message} (${keyOf(access.project.identifier, row)})`);
        }
        throw err;
      }
    }
    return out;
  });
  return serializeIssues(db, [...new Map(rows.map((r) => [r.id, r])).values()], access.userId);
}
