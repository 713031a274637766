import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { issueActivities } from "../../db/schema";
import { placeholdersFor } from "../../lib/compiled-sql";
import { notifyActivities, runWriting, type Writing } from "../notifications";

export type ActivityInput = {
  verb: "created" | "updated" | "deleted" | "archived" | "restored";
  field?: string | null;
  old_value?: string | null;
  new_value?: string | null;
  old_identifier?: string | null;
  new_identifier?: string | null;
  comment?: string | null;
};

type ActivityRow = typeof issueActivities.$inferInsert;

/** The columns writeActivities gives each row. */
const ACTIVITY_COLUMNS = [
  "id",
  "workspace_id",
  "project_id",
  "issue_id",
  "actor_id",
  "verb",
  "field",
  "old_value",
  "new_value",
  "old_identifier",
  "new_identifier",
  "comment",
  "created_at",
] as const satisfies (keyof ActivityRow)[];

export type ActivityScope = { workspace_id: string; project_id: string; issue_id: string; actor_id: string };

/**
 * Writes activity rows and tells the issue's subscribers of them (features/notifications), so a change
 * rolled back notifies no one: call it inside the transaction that makes the change, after subscribing
 * whoever the change makes a follower. `mentioned`: the users this change newly mentions (already
 * subscribed); they get a mention instead of the generic notification.
 */
export async function writeActivities(
  tx: Db,
  scope: ActivityScope,
  items: ActivityInput[],
  opts: {
    mentioned?: readonly string[];
    /**
     * Everyone who follows the issue, when the caller knows it for certain (an issue its transaction
     * creates): when that is the actor alone, nobody is told, so no fan-out is recorded or run.
     */
    followers?: readonly string[];
  } = {},
) {
  if (items.length === 0) return;
  const now = new Date();
  // Ids made here, so that the fan-out can name the rows in the statement that writes them.
  const rows = items.map((item) => ({
    ...scope,
    id: randomUUID(),
    verb: item.verb,
    field: item.field ?? null,
    old_value: item.old_value ?? null,
    new_value: item.new_value ?? null,
    old_identifier: item.old_identifier ?? null,
    new_identifier: item.new_identifier ?? null,
    comment: item.comment ?? null,
    created_at: now,
  }));
  // Every change writes some: built once per number of rows (lib/compiled-sql.ts), run with these.
  const writing: Writing = {
    shape: `issue-activities|${rows.length}`,
    build: () =>
      tx
        .insert(issueActivities)
        .values(rows.map((_, i) => placeholdersFor(ACTIVITY_COLUMNS, `activity_${i}_`) as unknown as ActivityRow))
        .getSQL(),
    values: Object.fromEntries(rows.flatMap((row, i) => ACTIVITY_COLUMNS.map((key) => [`activity_${i}_${key}`, row[key]]))),
  };
  if (opts.followers?.every((id) => id === scope.actor_id)) {
    await runWriting(tx, writing);
    return;
  }
  await notifyActivities(tx, scope, rows, opts.mentioned, writing);
}
