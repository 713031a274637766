import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

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
 * Writes every notification of one change, with the live event of each, in one statement: the
 * database function notify_issue_activity (migration 0012), which says who hears of what. `writing`, the
 * statement writing the activities, runs as a data-modifying WITH of that statement (the function reads
 * no activity row: it is given their ids and values). Returns how many notifications it wrote.
 */
export async function insertFanOut(
  tx: Db,
  scope: FanOutScope,
  activities: readonly FanOutActivity[],
  mentioned: readonly string[],
  writing?: Writing,
): Promise<number> {
  const column = <K extends keyof FanOutActivity>(key: K) => sql.param(activities.map((a) => a[key]));
  // A query builder placed in sql`` comes in parentheses, as a WITH needs it.
  const result = await tx.execute(sql`
    ${writing ? sql`with "written_activities" as ${writing}` : sql``}
    select notify_issue_activity(
      ${scope.issue_id}::uuid, ${scope.actor_id}::uuid,
      ${column("id")}::uuid[], ${column("field")}::text[], ${column("verb")}::text[], ${column("old_value")}::text[],
      ${column("new_value")}::text[], ${column("issue_comment")}::text[], ${column("generic")}::boolean[],
      ${column("mention")}::boolean[], ${sql.param(mentioned)}::uuid[]
    ) as told`);
  return (result as unknown as { rows: { told: number }[] }).rows[0]?.told ?? 0;
}
