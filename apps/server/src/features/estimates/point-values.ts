/**
 * What an issue's estimate point is worth in totals, as SQL to build queries from. Public on purpose (through
 * index.ts): cycle and module progress (cycles/issue-stats.ts) and cycle analytics (cycles/cycle-analytics.ts)
 * sum points in their own queries, in the same statement as their counts, so they take the fragments rather
 * than a function that would cost a query of its own. The estimates feature owns the rule for a point's value.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { estimatePoints, estimates, issues } from "../../db/schema";

/**
 * What an issue's estimate counts for in totals: the number of a points estimate, the key (its rank) of
 * a categories one, and nothing unless the point belongs to the project's active estimate. Needs the
 * joins of `activePointJoins`.
 */
export const pointValueSql = sql<number>`(case when ${estimates.id} is null then 0 when ${estimates.type} = 'points' then (case when ${estimatePoints.value} ~ '^[0-9]+([.][0-9]+)?$' then ${estimatePoints.value}::float8 else 0 end) else ${estimatePoints.key}::float8 end)`;

/**
 * Every point of an active estimate with its value (pointValueSql), to join on issues.estimate_point_id:
 * each point is matched and cast once, where the value's expression on the joined rows ran once per
 * issue and per aggregate using it.
 */
export function activePointValues(db: Db) {
  return db
    .select({ id: estimatePoints.id, value: sql<number>`${pointValueSql}`.as("active_point_value") })
    .from(estimatePoints)
    .innerJoin(estimates, and(eq(estimates.id, estimatePoints.estimate_id), eq(estimates.last_used, true)))
    .as("active_points");
}

export const activePointJoins = {
  point: eq(estimatePoints.id, issues.estimate_point_id),
  estimate: and(eq(estimates.id, estimatePoints.estimate_id), eq(estimates.last_used, true)),
};
