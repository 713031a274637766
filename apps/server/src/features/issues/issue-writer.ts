import { randomInt, randomUUID } from "node:crypto";
import type { CreateIssueBody, Issue } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { type NewEvent, recordEvent } from "../../lib/events";
import { mentionedUserIds } from "../../lib/sanitize";
import { writeActivities } from "./activity";
import { activitiesFor, changedFields, diffIds, type IssueChange } from "./issue-activity-diff";
import { type IssueExtras, loadIssueExtras, noExtras, serializeIssue, toIssue } from "./issue-serializer";
import { ensureSubscribed, subscribeStatement } from "./issue-subscribers";
import { type IssueInput, resolveIssueInput } from "./issue-validation";
import type { IssueRow } from "./issues.repo";
import * as repo from "./issues.repo";
import { recordSubIssueOnParents } from "./sub-issue-activity";

/** Who writes and where: every write below is scoped to this project and attributed to this user. */
export type WriteContext = { workspace_id: string; project_id: string; userId: string };

const scopeOf = (ctx: WriteContext, issueId: string) => ({
  workspace_id: ctx.workspace_id,
  project_id: ctx.project_id,
  issue_id: issueId,
});

type IssueEventAction = "created" | "updated" | "archived" | "restored";

/** The issue as events carry it: no per-user fields, description only when it changed. */
const eventCarriesDescription = (action: IssueEventAction, changed: string[]) =>
  action === "created" || changed.includes("description_html");

/** An issue's live event, from its row and extras as the writer has them. */
function issueEventOf(ctx: WriteContext, row: IssueRow, action: IssueEventAction, changed: string[], extras: IssueExtras) {
  const issue = toIssue(row, extras, { description: eventCarriesDescription(action, changed), subscribed: false });
  return issueEventWith(ctx, row.id, action, changed, issue);
}

function issueEventWith(ctx: WriteContext, issueId: string, action: IssueEventAction, changed: string[], issue: Issue): NewEvent {
  return {
    workspace_id: ctx.workspace_id,
    project_id: ctx.project_id,
    entity_type: "issue",
    entity_id: issueId,
    action,
    actor_id: ctx.userId,
    payload: { issue, changed },
  };
}

export async function issueEvent(
  tx: Db,
  ctx: WriteContext,
  row: IssueRow,
  action: IssueEventAction,
  changed: string[],
  /** The issue's extras when the caller has just read them (they carry no per-user field here). */
  extras?: IssueExtras,
) {
  if (extras) {
    await recordEvent(tx, issueEventOf(ctx, row, action, changed, extras));
    return;
  }
  const issue = await serializeIssue(tx, row, null, { description: eventCarriesDescription(action, changed) });
  await recordEvent(tx, issueEventWith(ctx, row.id, action, changed, issue));
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
 * The "created" activity, which tells the new issue's subscribers (already subscribed: its creator,
 * assignees and mentioned users): the assignees as such, the mentioned with a mention.
 */
async function recordCreation(tx: Db, ctx: WriteContext, row: IssueRow) {
  const mentioned = mentionedUserIds(row.description_html);
  await writeActivities(tx, { ...scopeOf(ctx, row.id), actor_id: ctx.userId }, [{ verb: "created", field: null }], { mentioned });
}

/** What a published (non-draft) issue gets when it comes into being: recordCreation and the live event. */
export async function announceCreated(tx: Db, ctx: WriteContext, row: IssueRow, assigneeIds: string[]) {
  await ensureSubscribed(tx, scopeOf(ctx, row.id), [ctx.userId, ...assigneeIds, ...mentionedUserIds(row.description_html)]);
  await recordCreation(tx, ctx, row);
  await issueEvent(tx, ctx, row, "created", []);
}

/** Links inserted in one transaction share their created_at, so they read back in id order. */
const inLinkOrder = (ids: string[] | undefined) => [...(ids ?? [])].sort();

/**
 * What loadIssueExtras would read for an issue just inserted with these links (checked against it by
 * issues.test.ts): nothing else can point at it yet, and its creator follows it unless it is a draft.
 */
function newIssueExtras(labelIds: string[] | undefined, assigneeIds: string[] | undefined, opts: { subscribed: boolean }) {
  return {
    ...noExtras,
    label_ids: inLinkOrder(labelIds),
    assignee_ids: inLinkOrder(assigneeIds),
    is_subscribed: opts.subscribed,
  } satisfies IssueExtras;
}

/**
 * A number no live issue has, for a new issue until it gets its own (numberIssue): negative, so never
 * a committed one, and random, so two creates in flight rarely pick the same (if they do, the second
 * waits on the unique index until the first has its real number).
 */
const provisionalSequenceId = () => -randomInt(1, 2 ** 31 - 1);

/**
 * Inserts an issue with its labels and assignees; drafts stay quiet (no activity, subscription or event).
 * Returns it with its extras as its creator sees them. The project's counter is taken last: its row lock
 * serialises the project's creates until commit, so everything that need not wait for it (the row, its
 * links, activity, subscriptions, extras) is written first under a provisional number.
 */
export async function insertIssue(
  tx: Db,
  ctx: WriteContext,
  body: CreateIssueBody,
  opts: { draft: boolean },
): Promise<{ row: IssueRow; extras: IssueExtras }> {
  const resolved = await resolveIssueInput(tx, ctx.project_id, null, body);
  const sortOrder = resolved.columns.sort_order ?? null;
  const id = randomUUID();
  // Its followers (creator, assignees, the mentioned) are subscribed by the insert's statement, ahead of
  // the "created" activity that tells them. Drafts stay quiet.
  const followers = opts.draft
    ? []
    : [ctx.userId, ...(resolved.assigneeIds ?? []), ...mentionedUserIds(resolved.columns.description_html ?? "")];
  const provisional = await repo.insertIssue(
    tx,
    {
      ...resolved.columns,
      id,
      name: body.name,
      workspace_id: ctx.workspace_id,
      project_id: ctx.project_id,
      sequence_id: provisionalSequenceId(),
      sort_order: sortOrder ?? 0,
      is_draft: opts.draft,
      created_by: ctx.userId,
      updated_by: ctx.userId,
    },
    { inDefaultState: resolved.inDefaultState, along: subscribeStatement(scopeOf(ctx, id), followers) },
  );
  const linkScope = { ...scopeOf(ctx, provisional.id), created_by: ctx.userId };
  await repo.addLabels(tx, linkScope, resolved.labelIds ?? []);
  await repo.addAssignees(tx, linkScope, resolved.assigneeIds ?? []);
  if (!opts.draft) await recordCreation(tx, ctx, provisional);
  const extras = newIssueExtras(resolved.labelIds, resolved.assigneeIds, { subscribed: !opts.draft });
  // Its "created" event is written by the statement that numbers it (the issue with its number and place).
  const created = opts.draft ? undefined : issueEventOf(ctx, provisional, "created", [], extras);
  const row = await repo.numberIssue(tx, provisional, sortOrder, created);
  if (!opts.draft) await recordSubIssueOnParents(tx, ctx.userId, row, null, row.parent_id);
  return { row, extras };
}

/**
 * Validates and applies a change to one issue (already locked by the caller), with activity rows,
 * subscriptions of new assignees and mentions, and the live event — all in the caller's transaction.
 * Drafts change silently. Returns the new row, the wire names of what changed and, when it announced
 * the change, the extras it read for that (as the writer sees them, so its answer needs no second read).
 */
export async function applyIssueUpdate(
  tx: Db,
  ctx: WriteContext,
  current: IssueRow,
  input: IssueInput,
): Promise<{ row: IssueRow; changed: string[]; extras?: IssueExtras }> {
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

  // New assignees and newly mentioned users follow the issue first, so the activity's notifications reach them.
  const oldMentions = new Set(mentionedUserIds(current.description_html));
  const newMentions = mentionedUserIds(change.after.description_html).filter((id) => !oldMentions.has(id));
  await ensureSubscribed(tx, scopeOf(ctx, current.id), [...(change.assignees?.added ?? []), ...newMentions]);
  await writeActivities(tx, { ...scopeOf(ctx, current.id), actor_id: ctx.userId }, await activitiesFor(tx, change), {
    mentioned: newMentions,
  });
  await recordSubIssueOnParents(tx, ctx.userId, change.after, current.parent_id, change.after.parent_id);
  const extras = (await loadIssueExtras(tx, [current.id], ctx.userId)).get(current.id) ?? noExtras;
  await issueEvent(tx, ctx, change.after, "updated", changed, extras);
  return { row: change.after, changed, extras };
}
