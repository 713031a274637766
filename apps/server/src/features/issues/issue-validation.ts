import type { UpdateIssueBody } from "@hangar/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { sanitizeRichText, stripHtml } from "../../lib/sanitize";
import { assertEstimatePoint } from "../estimates";
import { activeMembersAmong } from "../projects";
import type { IssueInsert, IssueRow, StateRow } from "./issues.repo";
import * as repo from "./issues.repo";

export type IssueInput = UpdateIssueBody;

/** Column values to write plus the full label/assignee lists when the input names them. */
export type ResolvedInput = {
  columns: Partial<IssueInsert>;
  labelIds?: string[];
  assigneeIds?: string[];
  state?: StateRow;
  /** A new issue given no state goes to the project's default state, which its insert reads (repo.insertIssue). */
  inDefaultState?: boolean;
};

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];
const isFinished = (group: string | undefined) => group === "completed";

/**
 * Checks an issue's input against its project and turns it into column values. `current` is the issue
 * being edited (null when creating). Nothing is written here, so a 400 leaves everything untouched.
 */
export async function resolveIssueInput(
  db: Db,
  projectId: string,
  current: IssueRow | null,
  input: IssueInput,
): Promise<ResolvedInput> {
  const columns: Partial<IssueInsert> = {};
  const out: ResolvedInput = { columns };
  if (input.name !== undefined) columns.name = input.name;
  if (input.priority !== undefined) columns.priority = input.priority;
  if (input.sort_order !== undefined) columns.sort_order = input.sort_order;
  if (input.estimate_point !== undefined) {
    if (input.estimate_point !== null && input.estimate_point !== current?.estimate_point_id) {
      await assertEstimatePoint(db, projectId, input.estimate_point);
    }
    columns.estimate_point_id = input.estimate_point;
  }
  if (input.description_html !== undefined) {
    columns.description_html = sanitizeRichText(input.description_html);
    columns.description_stripped = stripHtml(columns.description_html);
  }

  if (input.state_id !== undefined && input.state_id !== current?.state_id) {
    const state = await repo.findProjectState(db, projectId, input.state_id);
    if (!state) throw badRequest("state_id: state not found in this project");
    out.state = state;
    columns.state_id = state.id;
  }
  if (!current && !out.state) out.inDefaultState = true;
  if (out.state) {
    const oldGroup = current?.state_id ? (await repo.findProjectState(db, projectId, current.state_id))?.group : undefined;
    if (isFinished(out.state.group)) {
      if (!current?.completed_at || !isFinished(oldGroup)) columns.completed_at = new Date();
    } else {
      columns.completed_at = null;
    }
  }

  if (input.start_date !== undefined) columns.start_date = input.start_date;
  if (input.target_date !== undefined) columns.target_date = input.target_date;
  const start = input.start_date !== undefined ? input.start_date : (current?.start_date ?? null);
  const target = input.target_date !== undefined ? input.target_date : (current?.target_date ?? null);
  checkDates(start, target);

  if (input.parent_id !== undefined && input.parent_id !== current?.parent_id) {
    if (input.parent_id !== null) await checkParent(db, projectId, current?.id ?? null, input.parent_id);
    columns.parent_id = input.parent_id;
  }

  if (input.assignee_ids !== undefined) {
    const ids = unique(input.assignee_ids);
    const members = await activeMembersAmong(db, projectId, ids);
    if (ids.some((id) => !members.has(id))) throw badRequest("assignee_ids: every assignee must be a member of this project");
    out.assigneeIds = ids;
  }
  if (input.label_ids !== undefined) {
    const ids = unique(input.label_ids);
    const found = await repo.projectLabelIds(db, projectId, ids);
    if (ids.some((id) => !found.has(id))) throw badRequest("label_ids: label not found in this project");
    out.labelIds = ids;
  }
  return out;
}

export function checkDates(start: string | null, target: string | null, field = "target_date") {
  if (start && target && start > target) throw badRequest(`${field}: must be on or after start_date`);
}

const PARENT_LOOP = "parent_id: an issue cannot be its own parent or the parent of one of its ancestors";

/**
 * Serialises the project's parent changes until commit. Two moves checked side by side (A under B, B under
 * A) would each find no loop in a tree without the other's move; holding this, the second checks a tree that
 * has the first. Take it before locking any issue row: a holder that then waited on a row locked by a
 * waiter here (a new parent's key share) would deadlock. Re-entrant within a transaction.
 */
export async function lockParentChanges(db: Db, projectId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`issue-parents:${projectId}`}, 0))`);
}

/** A parent is a live, non-draft issue of the same project that is neither the issue nor below it. */
export async function checkParent(db: Db, projectId: string, issueId: string | null, parentId: string) {
  // A new issue has no children, so it cannot close a loop; an existing one is checked under the lock.
  if (issueId) await lockParentChanges(db, projectId);
  const parent = await repo.findIssue(db, projectId, parentId);
  if (!parent || parent.is_draft) throw badRequest("parent_id: issue not found in this project");
  if (issueId && (await repo.ancestorIds(db, parent.id)).includes(issueId)) throw badRequest(PARENT_LOOP);
}
