import type { CreateIssueBody, Issue } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { recordEvent } from "../../lib/events";
import { mentionedUserIds } from "../../lib/sanitize";
import { writeActivities } from "./activity";
import { activitiesFor, changedFields, diffIds, type IssueChange } from "./issue-activity-diff";
import { serializeIssue } from "./issue-serializer";
import { ensureSubscribed } from "./issue-subscribers";
import { type IssueInput, resolveIssueInput } from "./issue-validation";
import type { IssueRow } from "./issues.repo";
import * as repo from "./issues.repo";

/** Who writes and where: every write below is scoped to this project and attributed to this user. */
export type WriteContext = { workspace_id: string; project_id: string; userId: string };

const scopeOf = (ctx: WriteContext, issueId: string) => ({
  workspace_id: ctx.workspace_id,
  project_id: ctx.project_id,
  issue_id: issueId,
});

/** The issue as events carry it: no per-user fields, description only when it changed. */
async function eventIssue(tx: Db, row: IssueRow, withDescription: boolean): Promise<Issue> {
  return serializeIssue(tx, row, null, { description: withDescription });
}

export async function issueEvent(
  tx: Db,
  ctx: WriteContext,
  row: IssueRow,
  action: "created" | "updated" | "archived" | "restored",
  changed: string[],
) {
  await recordEvent(tx, {
    workspace_id: ctx.workspace_id,
    project_id: ctx.project_id,
    entity_type: "issue",
    entity_id: row.id,
    action,
    actor_id: ctx.userId,
    payload: { issue: await eventIssue(tx, row, action === "created" || changed.includes("description_html")), changed },
  });
}

export async function issueDeletedEvent(tx: Db, ctx: WriteContext, issueId: string) {
  await recordEvent(tx, {
    workspace_id: ctx.workspace_id,
    project_id: ctx.project_id,
    entity_type: "issue",
    entity_id: issueId,
    action: "deleted",
    actor_id: ctx.userId,
    payload: { issue_id: issueId },
  });
}

/**
 * What a published (non-draft) issue gets when it comes into being: the "created" activity, its creator,
 * assignees and mentioned users as subscribers, and the live event.
 */
export async function announceCreated(tx: Db, ctx: WriteContext, row: IssueRow, assigneeIds: string[]) {
  await writeActivities(tx, { ...scopeOf(ctx, row.id), actor_id: ctx.userId }, [{ verb: "created", field: null }]);
  await ensureSubscribed(tx, scopeOf(ctx, row.id), [ctx.userId, ...assigneeIds, ...mentionedUserIds(row.description_html)]);
  await issueEvent(tx, ctx, row, "created", []);
}

/** Inserts an issue with its labels and assignees; drafts stay quiet (no activity, subscription or event). */
export async function insertIssue(tx: Db, ctx: WriteContext, body: CreateIssueBody, opts: { draft: boolean }): Promise<IssueRow> {
  const resolved = await resolveIssueInput(tx, ctx.project_id, null, body);
  const stateId = resolved.columns.state_id ?? null;
  const sequenceId = await repo.nextSequenceId(tx, ctx.project_id);
  const row = await repo.insertIssue(tx, {
    ...resolved.columns,
    name: body.name,
    workspace_id: ctx.workspace_id,
    project_id: ctx.project_id,
    sequence_id: sequenceId,
    sort_order: resolved.columns.sort_order ?? (await repo.nextSortOrder(tx, ctx.project_id, stateId)),
    is_draft: opts.draft,
    created_by: ctx.userId,
    updated_by: ctx.userId,
  });
  const linkScope = { ...scopeOf(ctx, row.id), created_by: ctx.userId };
  await repo.addLabels(tx, linkScope, resolved.labelIds ?? []);
  await repo.addAssignees(tx, linkScope, resolved.assigneeIds ?? []);
  if (!opts.draft) await announceCreated(tx, ctx, row, resolved.assigneeIds ?? []);
  return row;
}

/**
 * Validates and applies a change to one issue (already locked by the caller), with activity rows,
 * subscriptions of new assignees and mentions, and the live event — all in the caller's transaction.
 * Drafts change silently. Returns the new row and the wire names of what changed.
 */
export async function applyIssueUpdate(
  tx: Db,
  ctx: WriteContext,
  current: IssueRow,
  input: IssueInput,
): Promise<{ row: IssueRow; changed: string[] }> {
  const resolved = await resolveIssueInput(tx, ctx.project_id, current, input);
  const change: IssueChange = { before: current, after: current };
  const linkScope = { ...scopeOf(ctx, current.id), created_by: ctx.userId };
  if (resolved.labelIds) {
    change.labels = diffIds(await repo.currentLabelIds(tx, current.id), resolved.labelIds);
    await repo.removeLabels(tx, current.id, change.labels.removed);
    await repo.addLabels(tx, linkScope, change.labels.added);
  }
  if (resolved.assigneeIds) {
    change.assignees = diffIds(await repo.currentAssigneeIds(tx, current.id), resolved.assigneeIds);
    await repo.removeAssignees(tx, current.id, change.assignees.removed);
    await repo.addAssignees(tx, linkScope, change.assignees.added);
  }
  const columnChanges = Object.entries(resolved.columns).filter(([key, value]) => {
    const old = current[key as keyof IssueRow];
    return old instanceof Date || value instanceof Date
      ? (old as Date | null)?.getTime() !== (value as Date | null)?.getTime()
      : old !== value;
  });
  const linksChanged =
    (change.labels?.added.length ?? 0) +
      (change.labels?.removed.length ?? 0) +
      (change.assignees?.added.length ?? 0) +
      (change.assignees?.removed.length ?? 0) >
    0;
  if (columnChanges.length === 0 && !linksChanged) return { row: current, changed: [] };

  change.after = await repo.updateIssue(tx, current.id, { ...Object.fromEntries(columnChanges), updated_by: ctx.userId });
  const changed = changedFields(change);
  if (current.is_draft) return { row: change.after, changed };

  await writeActivities(tx, { ...scopeOf(ctx, current.id), actor_id: ctx.userId }, await activitiesFor(tx, change));
  const oldMentions = new Set(mentionedUserIds(current.description_html));
  const newMentions = mentionedUserIds(change.after.description_html).filter((id) => !oldMentions.has(id));
  await ensureSubscribed(tx, scopeOf(ctx, current.id), [...(change.assignees?.added ?? []), ...newMentions]);
  await issueEvent(tx, ctx, change.after, "updated", changed);
  return { row: change.after, changed };
}
