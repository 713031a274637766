import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { afterCommit } from "../../db/pipelined-transaction";
import { type FanOutActivity, recordFanOut, runFanOuts, runWriting, type Writing } from "./fanout.repo";
import { startFanOut } from "./fanout-runner";

/** Where a change happened and who made it (the activity scope of features/issues/activity.ts). */
export type NotifyScope = { workspace_id: string; project_id: string; issue_id: string; actor_id: string };

/** An activity row as written, for the fan-out to tell its subscribers of. */
export type WrittenActivity = {
  id: string;
  verb: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
};

/**
 * Changes that tell no one (spec §3 and issue 17): a description edit (its mentions still do), and an
 * issue entering or leaving a cycle or module (planning, not the work itself).
 */
const QUIET_FIELDS = new Set(["description", "cycle", "module"]);

/** An issue's deletion tells no one: nobody may read a deleted issue, its notifications included. */
const isQuiet = (a: WrittenActivity) =>
  (a.field !== null && QUIET_FIELDS.has(a.field)) || (a.verb === "deleted" && a.field === null);

/** A description's HTML is no news by itself (and would bloat every copy); a mention says where to look. */
const shownValue = (a: WrittenActivity, value: string | null) => (a.field === "description" ? null : value);

/**
 * Tells the issue's subscribers of activities written in the caller's transaction: one notification
 * per recipient per activity, and one `mentioned` notification, instead, to each user in `mentioned`
 * (newly mentioned by this change and already subscribed by the caller). Each reaches its receiver's open
 * screens through a live event addressed to them alone. The transaction only records the fan-out; it is
 * done right after the commit (see fanOut).
 */
export async function notifyActivities(
  tx: Db,
  scope: NotifyScope,
  activities: readonly WrittenActivity[],
  mentioned: readonly string[] = [],
  /** The statement writing the activities: it runs with the fan-out's, in one round trip. */
  writing?: Writing,
): Promise<void> {
  const mentionTarget = mentioned.length
    ? (activities.find((a) => a.field === "description") ?? activities.find((a) => !isQuiet(a)))
    : undefined;
  const items: FanOutActivity[] = activities.map((a) => ({
    id: a.id,
    field: a.field,
    verb: a.verb,
    old_value: shownValue(a, a.old_value),
    new_value: shownValue(a, a.new_value),
    issue_comment: null,
    generic: !isQuiet(a),
    mention: a === mentionTarget,
  }));
  await fanOut(tx, scope, items, mentionTarget ? mentioned : [], writing);
}

/**
 * Tells the issue's subscribers of a new comment, with its text; an edited comment tells only the users
 * it newly mentions.
 */
export async function notifyComment(
  tx: Db,
  scope: NotifyScope,
  comment: { text: string; isNew: boolean; mentioned: readonly string[] },
): Promise<void> {
  const item: FanOutActivity = {
    id: null,
    field: "comment",
    verb: comment.isNew ? "created" : "updated",
    old_value: null,
    new_value: null,
    issue_comment: comment.text,
    generic: comment.isNew,
    mention: true,
  };
  await fanOut(tx, scope, [item], comment.mentioned);
}

/** Per open transaction: the fan-outs it recorded, done together (one statement) once it commits. */
const recordedIn = new WeakMap<Db, string[]>();

/**
 * The change's transaction writes one record of its fan-out (with the activities, in one statement) and
 * this process does it as soon as the transaction commits, off the change's response: writing 50
 * notifications with their live events would add milliseconds to it (bench/notifications.ts). The record
 * makes it happen exactly once: a rolled-back change leaves none, and a record left by a process that
 * died is done by the next sweep of any process (fanout-runner.ts). Where nothing can run after the commit
 * (a savepoint), the fan-out is done in the transaction.
 */
async function fanOut(tx: Db, scope: NotifyScope, items: FanOutActivity[], mentioned: readonly string[], writing?: Writing) {
  // Nothing to tell: spare the fan-out (a description edit without new mentions, say).
  if (mentioned.length === 0 && !items.some((i) => i.generic)) {
    if (writing) await runWriting(tx, writing);
    return;
  }
  const id = randomUUID();
  if (!(await recordFanOut(tx, id, { issue_id: scope.issue_id, actor_id: scope.actor_id }, items, mentioned, writing))) return;
  const recorded = recordedIn.get(tx);
  if (recorded) {
    recorded.push(id);
    return;
  }
  const ids = [id];
  if (afterCommit(tx, (db) => startFanOut(db, ids))) recordedIn.set(tx, ids);
  else await runFanOuts(tx, ids);
}
