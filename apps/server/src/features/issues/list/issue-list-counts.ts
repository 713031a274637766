import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { estimatePoints, issues } from "../../../db/schema";
import type { IssueListScope } from "./issue-list-filters";
import { dedupe, type KeyPart, keyText } from "./issue-list-groupings";

// A list's whole-set counts: per group (and sub-group), with estimate points where the page shows them.
export type Counting = { g: KeyPart; sg: KeyPart | null; where: SQL | undefined };

/**
 * The grouping as counting reads it: a key that can be spread from the issue's own columns is, so the
 * count reads the list index alone instead of joining every link (README.md: what it buys, how to
 * re-measure); narrowed to one group it keeps its join, whose condition does the narrowing.
 */
export function countable(key: KeyPart, narrowed: boolean): KeyPart {
  if (!key.spread || narrowed) return key;
  return { ...key, column: key.spread, key: keyText(key.spread), joins: [] };
}

/**
 * The matching set as (gc, sgc, e, id) rows: one per issue, or one per issue and group link. Grouping
 * happens over it, as a set-returning key cannot be grouped by where it is computed. Without one the
 * planner folds this sub-select into the query around it.
 */
function matchingRows(db: Db, o: Counting) {
  const { g, sg } = o;
  let q = db
    .select({
      gc: sql`${g.column}`.as("gc"),
      sgc: (sg ? sql`${sg.column}` : sql`null::text`).as("sgc"),
      e: sql<string | null>`${issues.estimate_point_id}`.as("e"),
      id: sql<string>`${issues.id}`.as("issue_id"),
    })
    .from(issues)
    .$dynamic();
  for (const j of dedupe([...g.joins, ...(sg?.joins ?? [])])) q = q.leftJoin(j.table, j.on);
  return q.where(o.where).as("matching");
}

/** Counts per group (and sub-group, with the group's own count rolled up), without points. */
export function countingOnly(db: Db, o: Counting & { subMany: boolean }) {
  const m = matchingRows(db, o);
  return db
    .select({
      gk: sql<string | null>`${keyText(m.gc)}`.as("gk"),
      // In the per-group grouping set the sub-group column is rolled up: its key is null, not "None".
      sgk: (o.sg
        ? sql<string | null>`case when grouping(${m.sgc}) = 0 then ${keyText(m.sgc)} end`
        : sql<string | null>`null::text`
      ).as("sgk"),
      // Counting a group across sub-groups that repeat an issue (one per assignee…) needs distinct.
      n: (o.subMany ? sql<number>`count(distinct ${m.id})::int` : sql<number>`count(*)::int`).as("n"),
      points: sql<number | null>`null::float8`.as("points"),
    })
    .from(m)
    .groupBy(o.sg ? sql`grouping sets ((${m.gc}, ${m.sgc}), (${m.gc}))` : m.gc)
    .$dynamic();
}

/**
 * Counts and estimate points per group in one scan: the rows are first counted per group and estimate
 * point, and only those few counts are joined to the points' values — joining every row to them cost
 * as much as the count itself.
 */
export function countingWithPoints(db: Db, o: Counting & { ep: ReturnType<typeof numericPoints>["table"] }) {
  const { sg, ep } = o;
  const m = matchingRows(db, o);
  const perPoint = db
    .select({ gc: m.gc, sgc: m.sgc, e: m.e, n: sql<number>`count(*)::int`.as("n") })
    .from(m)
    .groupBy(m.gc, m.sgc, m.e)
    .as("per_point");
  return db
    .select({
      gk: sql<string | null>`${keyText(perPoint.gc)}`.as("gk"),
      sgk: (sg
        ? sql<string | null>`case when grouping(${perPoint.sgc}) = 0 then ${keyText(perPoint.sgc)} end`
        : sql<string | null>`null::text`
      ).as("sgk"),
      n: sql<number>`sum(${perPoint.n})::int`.as("n"),
      points: sql<number | null>`sum(${perPoint.n} * ${ep.value})`.as("points"),
    })
    .from(perPoint)
    .leftJoin(ep, eq(ep.id, perPoint.e))
    .groupBy(sg ? sql`grouping sets ((${perPoint.gc}, ${perPoint.sgc}), (${perPoint.gc}))` : perPoint.gc)
    .$dynamic();
}

/** Numeric estimate values only: a categories estimate (XS, Easy…) has nothing to add up. */
const NUMERIC_VALUE = String.raw`^[0-9]+(\.[0-9]+)?$`;

/**
 * The estimate points of the list's projects that hold a number, as (id, value float8): joined to the
 * issues, the pattern and the cast run once per point, not once per issue.
 */
export function numericPoints(db: Db, scope: IssueListScope) {
  const query = db
    .select({ id: estimatePoints.id, value: sql<number>`${estimatePoints.value}::float8`.as("point_value") })
    .from(estimatePoints)
    .where(
      and(
        scope.projectIds
          ? inArray(estimatePoints.project_id, scope.projectIds)
          : eq(estimatePoints.workspace_id, scope.workspaceId),
        sql`${estimatePoints.value} ~ ${NUMERIC_VALUE}`,
      ),
    );
  return { table: query.as("ep"), query };
}

/**
 * Each group's estimate points over the whole filtered set, for groupings whose counting rows repeat an
 * issue per sub-group (an issue in two label groups counts in both, as it does in their issue counts).
 */
export function groupPoints(db: Db, g: KeyPart, where: SQL | undefined, ep: ReturnType<typeof numericPoints>["table"]) {
  let q = db
    .select({ gk: sql<string>`${g.key}`.as("gk"), points: sql<number>`sum(${ep.value})`.as("points") })
    .from(issues)
    .innerJoin(ep, eq(ep.id, issues.estimate_point_id))
    .$dynamic();
  for (const j of g.joins) q = q.leftJoin(j.table, j.on);
  return q.where(where).groupBy(g.column);
}
