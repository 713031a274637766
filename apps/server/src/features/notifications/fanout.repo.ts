import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueSubscribers, notificationFanouts } from "../../db/schema";
import { runShapedSql } from "../../lib/compiled-sql";

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

/**
 * A statement that writes what the fan-out tells of (the activity rows), run ahead of it in the same
 * statement: built once per `shape` with placeholders that `values` fill (lib/compiled-sql.ts).
 */
export type Writing = { shape: string; build: () => SQL; values: Record<string, unknown> };

/** Runs a Writing by itself, when there is no fan-out to record with it. */
export async function runWriting(tx: Db, writing: Writing): Promise<void> {
  await runShapedSql(tx, writing.shape, writing.build, writing.values);
}

/**
 * Records one change's fan-out (notification_fanouts), to be done after its commit: `writing`, the
 * statement writing the activities, runs as a data-modifying WITH of the same statement, so the change
 * pays one statement for both. The record carries what notify_issue_activity (migration 0017) needs; who
 * hears of it is decided when it runs, from the subscribers and access of that moment. Only followers
 * other than the actor can be told, so when the issue has none (in this transaction's view, which holds
 * the followers it added itself) nothing is recorded and nothing needs to run: returns whether it was.
 * Every change that tells anyone runs it, so it is built once per shape of its writing.
 */
export async function recordFanOut(
  tx: Db,
  id: string,
  scope: FanOutScope,
  activities: readonly FanOutActivity[],
  mentioned: readonly string[],
  writing?: Writing,
): Promise<boolean> {
  const values: Record<string, unknown> = {
    ...writing?.values,
    record_id: id,
    issue_id: scope.issue_id,
    actor_id: scope.actor_id,
    mentioned,
  };
  for (const key of ACTIVITY_KEYS) values[`activities_${key}`] = activities.map((a) => a[key]);
  const rows = await runShapedSql(tx, `record-fan-out|${writing?.shape ?? ""}`, () => recordFanOutSql(writing), values);
  return rows.length > 0;
}

const ACTIVITY_KEYS = ["id", "field", "verb", "old_value", "new_value", "issue_comment", "generic", "mention"] as const;

function recordFanOutSql(writing: Writing | undefined): SQL {
  const p = (name: string) => sql.placeholder(name);
  const column = (key: (typeof ACTIVITY_KEYS)[number], type: string) => sql`${p(`activities_${key}`)}::${sql.raw(type)}[]`;
  return sql`
    ${writing ? sql`with "written_activities" as (${writing.build()})` : sql``}
    insert into ${notificationFanouts} ("id", "issue_id", "actor_id", "activity_ids", "fields", "verbs", "old_values",
      "new_values", "comments", "generic", "mention", "mentioned")
    select ${p("record_id")}::uuid, ${p("issue_id")}::uuid, ${p("actor_id")}::uuid,
      ${column("id", "uuid")}, ${column("field", "text")}, ${column("verb", "text")}, ${column("old_value", "text")},
      ${column("new_value", "text")}, ${column("issue_comment", "text")}, ${column("generic", "boolean")},
      ${column("mention", "boolean")}, ${p("mentioned")}::uuid[]
    where exists (select 1 from ${issueSubscribers} s
      where s."issue_id" = ${p("issue_id")}::uuid and s."subscriber_id" <> ${p("actor_id")}::uuid)
    returning "id"`;
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
