import { randomUUID } from "node:crypto";
import type { CreateIssueBody, Issue } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { commitWhenSent } from "../../db/pipelined-transaction";
import { rowAsInserted } from "../../db/row-as-inserted";
import { issues } from "../../db/schema";
import { type NewEvent, recordEvent } from "../../lib/events";
import { mentionedUserIds } from "../../lib/sanitize";
import { writeActivities } from "./activity";
import { activitiesFor, changedFields, diffIds, type IssueChange } from "./issue-activity-diff";
import { type IssueExtras, loadIssueExtras, noExtras, serializeIssue, toIssue } from "./issue-serializer";
import { ensureSubscribed, followerIds } from "./issue-subscribers";
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
 * assignees and mentioned users): the assignees as such, the mentioned with a mention. `followers`: all
 * of them, when the issue is created in this transaction (nobody else can follow it yet); a create that
 * only its creator follows, the usual one, then records no fan-out, which would tell no one.
 */
async function recordCreation(tx: Db, ctx: WriteContext, row: IssueRow, followers?: readonly string[]) {
  const mentioned = mentionedUserIds(row.description_html);
  await writeActivities(tx, { ...scopeOf(ctx, row.id), actor_id: ctx.userId }, [{ verb: "created", field: null }], {
    mentioned,
    followers,
  });
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
 * Inserts an issue with its number, labels and assignees; drafts stay quiet (no activity, subscription
 * or event). Returns it with its extras as its creator sees them. Its statements need no answer from one
 * another, so they go out together (the connection pipelines them) and the create waits for the database
 * once: the numbered insert, which also subscribes its followers and writes its "created" event, then
 * the links, then the "created" activity that tells those followers. The project's counter, taken by the
 * insert, is held until commit, which is never more than these statements away.
 */
export async function insertIssue(
  tx: Db,
  ctx: WriteContext,
  body: CreateIssueBody,
  /** `last`: the transaction writes nothing after this issue, so its COMMIT goes out with the statements. */
  opts: { draft: boolean; last?: boolean },
): Promise<{ row: IssueRow; extras: IssueExtras }> {
  const resolved = await resolveIssueInput(tx, ctx.project_id, null, body);
  const id = randomUUID();
  const now = new Date();
  const values = {
    ...resolved.columns,
    id,
    name: body.name,
    workspace_id: ctx.workspace_id,
    project_id: ctx.project_id,
    is_draft: opts.draft,
    created_by: ctx.userId,
    updated_by: ctx.userId,
    created_at: now,
    updated_at: now,
  };
  // Its followers (creator, assignees, the mentioned) are subscribed by the insert's statement, ahead of
  // the "created" activity that tells them.
  const followers = opts.draft
    ? []
    : [ctx.userId, ...(resolved.assigneeIds ?? []), ...mentionedUserIds(resolved.columns.description_html ?? "")];
  const extras = newIssueExtras(resolved.labelIds, resolved.assigneeIds, { subscribed: !opts.draft });
  const state = resolved.inDefaultState ? "default" : { id: resolved.columns.state_id ?? null };
  // The event carries the issue as written; what only the insert knows (number, place, a default state)
  // it puts in itself.
  const expected = rowAsInserted(issues, { ...values, sequence_id: 0, sort_order: 0, label_ids: [] });
  const created = opts.draft ? undefined : issueEventOf(ctx, expected, "created", [], extras);
  const linkScope = { ...scopeOf(ctx, id), created_by: ctx.userId };
  const sent = Promise.all([
    repo.insertNumberedIssue(tx, values, {
      state,
      sortOrder: resolved.columns.sort_order ?? null,
      followers: followerIds(followers),
      created,
    }),
    repo.addLabels(tx, linkScope, resolved.labelIds ?? []),
    repo.addAssignees(tx, linkScope, resolved.assigneeIds ?? []),
    opts.draft ? undefined : recordCreation(tx, ctx, expected, followers),
  ]);
  // A sub-issue's parent is told of it afterwards, from the numbered row.
  const toParent = !opts.draft && !!values.parent_id;
  if (opts.last && !toParent) commitWhenSent(tx);
  const [row] = await sent;
  if (toParent) await recordSubIssueOnParents(tx, ctx.userId, row, null, row.parent_id);
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
  /** `last`: the transaction writes nothing after this change, so its COMMIT goes out with the event. */
  opts: { last?: boolean } = {},
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

  // New assignees and newly mentioned users follow the issue first, so the activity's notifications and
  // the extras' is_subscribed see them. What follows needs no answer from one another, so it goes out
  // together and the update waits for it once.
  const oldMentions = new Set(mentionedUserIds(current.description_html));
  const newMentions = mentionedUserIds(change.after.description_html).filter((id) => !oldMentions.has(id));
  await ensureSubscribed(tx, scopeOf(ctx, current.id), [...(change.assignees?.added ?? []), ...newMentions]);
  const after = change.after;
  const [, , extrasById] = await Promise.all([
    activitiesFor(tx, change).then((items) =>
      writeActivities(tx, { ...scopeOf(ctx, current.id), actor_id: ctx.userId }, items, { mentioned: newMentions }),
    ),
    recordSubIssueOnParents(tx, ctx.userId, after, current.parent_id, after.parent_id),
    loadIssueExtras(tx, [current.id], ctx.userId),
  ]);
  const extras = extrasById.get(current.id) ?? noExtras;
  const announced = issueEvent(tx, ctx, after, "updated", changed, extras);
  if (opts.last) commitWhenSent(tx);
  await announced;
  return { row: after, changed, extras };
}
