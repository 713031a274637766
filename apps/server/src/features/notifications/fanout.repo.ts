import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueSubscribers, notificationFanouts } from "../../db/schema";

/** One activity as the fan-out hears of it: what its notifications say, and to whom it goes. */
export type FanOutActivity = {
  id: string | null;
  field: string | null;
  verb: string;
  old_value: string | null;
  new_value: string | null;
  issue_comment: string | null;
  /** Subscribers hear of it (false for what does not notify, e.g. a description edit). */
  generic: boolean;
  /** The activity a mention notification is about (at most one per change). */
  mention: boolean;
};

export type FanOutScope = { issue_id: string; actor_id: string };

/** A statement that writes what the fan-out tells of (the activity rows), run ahead of it in the same statement. */
export type Writing = SQLWrapper;

/**
 * Records one change's fan-out (notification_fanouts), to be done after its commit: `writing`, the
 * statement writing the activities, runs as a data-modifying WITH of the same statement, so the change
 * pays one statement for both. The record carries what notify_issue_activity (migration 0017) needs; who
 * hears of it is decided when it runs, from the subscribers and access of that moment. Only followers
 * other than the actor can be told, so when the issue has none (in this transaction's view, which holds
 * the followers it added itself) nothing is recorded and nothing needs to run: returns whether it was.
 */
export async function recordFanOut(
  tx: Db,
  id: string,
  scope: FanOutScope,
  activities: readonly FanOutActivity[],
  mentioned: readonly string[],
  writing?: Writing,
): Promise<boolean> {
  const column = <K extends keyof FanOutActivity>(key: K) => sql.param(activities.map((a) => a[key]));
  // A query builder placed in sql`` comes in parentheses, as a WITH needs it.
  const result = await tx.execute(sql`
    ${writing ? sql`with "written_activities" as ${writing}` : sql``}
    insert into ${notificationFanouts} ("id", "issue_id", "actor_id", "activity_ids", "fields", "verbs", "old_values",
      "new_values", "comments", "generic", "mention", "mentioned")
    select ${id}::uuid, ${scope.issue_id}::uuid, ${scope.actor_id}::uuid,
      ${column("id")}::uuid[], ${column("field")}::text[], ${column("verb")}::text[], ${column("old_value")}::text[],
      ${column("new_value")}::text[], ${column("issue_comment")}::text[], ${column("generic")}::boolean[],
      ${column("mention")}::boolean[], ${sql.param(mentioned)}::uuid[]
    where exists (select 1 from ${issueSubscribers} s
      where s."issue_id" = ${scope.issue_id}::uuid and s."subscriber_id" <> ${scope.actor_id}::uuid)
    returning "id"`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** How many recorded fan-outs the sweep claims per statement (each commits on its own). */
export const SWEEP_BATCH = 50;

/**
 * Does recorded fan-outs: those named by `ids`, or (null) the oldest pending ones (recorded more than
 * `olderThanSeconds` ago, when given), up to SWEEP_BATCH. The database function run_notification_fanouts
 * claims each record by deleting it (skipping records another transaction holds) in the statement that
 * writes its notifications, each with the live event that the events_announce trigger sends on commit.
 * Returns how many notifications it wrote, and how many records it claimed.
 */
export async function runFanOuts(
  db: Db,
  ids: readonly string[] | null,
  olderThanSeconds?: number,
): Promise<{ told: number; claimed: number }> {
  const before = olderThanSeconds === undefined ? sql`null` : sql`now() - make_interval(secs => ${olderThanSeconds})`;
  const result = await db.execute(sql`
    select told, claimed
    from run_notification_fanouts(${ids === null ? null : sql.param(ids)}::uuid[], ${before}, ${SWEEP_BATCH}) as r`);
  const row = (result as unknown as { rows: { told: number; claimed: number }[] }).rows[0];
  return { told: row?.told ?? 0, claimed: row?.claimed ?? 0 };
}
