import {
  type IssueFilters,
  type IssueGroupBy,
  type IssueOrderBy,
  type IssueTypeFilter,
  MANY_TO_MANY_GROUP_BY,
} from "@hangar/contracts";
import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { issues } from "../../../db/schema";
import { type CompiledSql, executeCompiled } from "../../../lib/compiled-sql";
import type { Cursor } from "../../../lib/pagination";
import { type ExtrasRow, extrasFromRow, type IssueExtras, issueExtrasSql, type ListIssueRow } from "../issue-serializer";
import type { IssueRow } from "../issues.repo";
import { countable, countingOnly, countingWithPoints, groupPoints, numericPoints } from "./issue-list-counts";
import { displayConditions, filterConditions, type IssueListScope, scopeConditions } from "./issue-list-filters";
import { dedupe, groupKey, type Join, type KeyPart } from "./issue-list-groupings";
import { type OrderPart, orderTerms } from "./issue-list-order";
import { canUseTopN, stateCountsSql, topNPageSql } from "./issue-list-topn";

/** How a list is cut and ordered. `groupId`/`subGroupId` narrow it to one group (load one column further). */
export type IssueListShape = {
  groupBy: IssueGroupBy | null;
  subGroupBy: IssueGroupBy | null;
  orderBy: IssueOrderBy;
  subIssue: boolean;
  type: IssueTypeFilter | null;
  groupId?: string;
  subGroupId?: string;
};

/**
 * A timestamp as the wire's ISO text (what Date#toISOString prints, to the millisecond), made by the
 * database: parsing every timestamp of a page into a Date only to print it again cost more than the rest
 * of reading the row.
 */
const isoText = (column: AnyPgColumn, name: string) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);

/**
 * The columns of a list row: every column of an issue but the description (lists never send it, and it
 * can be large), deleted_at (lists hold live issues only) and label_ids (read as text with the extras),
 * timestamps as ISO text.
 */
const {
  description_html: _html,
  description_stripped: _stripped,
  deleted_at: _deleted,
  label_ids: _labelIds,
  created_at,
  updated_at,
  completed_at,
  archived_at,
  ...plainColumns
} = getTableColumns(issues);
const listColumns = {
  ...plainColumns,
  created_at: isoText(created_at, "created_at"),
  updated_at: isoText(updated_at, "updated_at"),
  completed_at: isoText(completed_at, "completed_at"),
  archived_at: isoText(archived_at, "archived_at"),
};

export type IssueListSpec = {
  scope: IssueListScope;
  filters: IssueFilters[];
  shape: IssueListShape;
  cursor: Cursor;
  today: string;
};

/** Every matching row numbered within its group by a window function (any order, any grouping). */
function windowRanking(
  db: Db,
  opts: { where: SQL | undefined; g: KeyPart | null; sg: KeyPart | null; order: OrderPart; groupJoins: Join[] },
) {
  const { g, sg, order } = opts;
  const partition = [g?.column, sg?.column].filter((e): e is SQL => !!e);
  const over = sql`${partition.length > 0 ? sql`partition by ${sql.join(partition, sql`, `)} ` : sql``}order by ${sql.join(order.terms, sql`, `)}`;
  let ranking = db
    .select({
      id: sql<string>`${issues.id}`.as("page_issue_id"),
      gk: (g?.key ?? sql<string>`''::text`).as("grp_key"),
      sgk: (sg?.key ?? sql<string>`''::text`).as("sub_grp_key"),
      rn: sql<number>`row_number() over (${over})`.as("grp_rn"),
    })
    .from(issues)
    .$dynamic();
  for (const j of dedupe([...opts.groupJoins, ...order.joins])) ranking = ranking.leftJoin(j.table, j.on);
  return db.$with("ranked").as(ranking.where(opts.where));
}

/**
 * The statements of one page. `rows` takes this page's slice of every group (and sub-group) —
 * numbered by a window function, or for a board in manual order read group by group off the list
 * index — and joins labels, assignees, modules, cycle and counts once over that slice.
 * `totals` counts the whole filtered set per group, per sub-group and overall, and sums each group's
 * estimate points (numeric values only) on its per-group rows, unless `points` does that in a statement
 * of its own; `groupPoints` says whether the page carries group points at all.
 */
export function buildIssueListQueries(db: Db, spec: IssueListSpec) {
  const { scope, shape, cursor } = spec;
  const g = shape.groupBy ? groupKey(shape.groupBy, scope) : null;
  const sg = shape.subGroupBy ? groupKey(shape.subGroupBy, scope) : null;
  const baseWhere = and(
    ...scopeConditions(db, scope),
    ...spec.filters.flatMap((f) => filterConditions(db, scope.workspaceId, f, spec.today)),
    ...displayConditions(db, scope.workspaceId, shape),
  );
  const where = and(
    baseWhere,
    g && shape.groupId !== undefined ? eq(g.key, shape.groupId) : undefined,
    sg && shape.subGroupId !== undefined ? eq(sg.key, shape.subGroupId) : undefined,
  );
  const order = orderTerms(db, shape.orderBy, scope);
  const groupJoins = dedupe([...(g?.joins ?? []), ...(sg?.joins ?? [])]);
  const topN = canUseTopN(scope, shape);
  const ranked = topN
    ? db
        .$with("ranked", {
          id: sql<string>`page_issue_id`.as("page_issue_id"),
          gk: sql<string>`grp_key`.as("grp_key"),
          sgk: sql<string>`sub_grp_key`.as("sub_grp_key"),
          rn: sql<number>`grp_rn`.as("grp_rn"),
        })
        .as(topNPageSql({ shape, projectId: scope.projectIds?.[0] as string, where: baseWhere, orderTerms: order.terms, cursor }))
    : windowRanking(db, { where, g, sg, order, groupJoins });
  const page = db.$with("page").as(
    db
      .select({ id: ranked.id, gk: ranked.gk, sgk: ranked.sgk, rn: ranked.rn })
      .from(ranked)
      .where(and(cursor.start > 0 ? gt(ranked.rn, cursor.start) : undefined, lte(ranked.rn, cursor.start + cursor.perPage))),
  );
  // One row per issue: an issue in several groups of a page (two labels) is read and joined once, and
  // carries every place it holds as [group, sub-group, rank]. The service orders entries by rank: an
  // ORDER BY over the wide rows cost more than the rest of assembling them.
  const placed = db.$with("placed").as(
    db
      .select({
        id: sql<string>`${page.id}`.as("placed_issue_id"),
        places: sql<IssuePlace[]>`json_agg(json_build_array(${page.gk}, ${page.sgk}, ${page.rn}))`.as("places"),
      })
      .from(page)
      .groupBy(page.id),
  );
  const pageIds = db.select({ id: placed.id }).from(placed);
  const e = (column: string) => sql.raw(`extras.${column}`);
  // Each page row's issue, read by its primary key in a lateral sub-select (limit 1 keeps the planner
  // from turning it into a join it may hash or merge over the whole table). The planner's guesses for a
  // page are far off either way (every matching row for a windowed page, ten for an id array); read
  // like this, the page's own guess carries on and the extras are joined by hash. Joined by id with
  // an id-array guess instead, a table of many projects had the extras re-aggregated once per row
  // (README.md: re-measure with `--projects 9`).
  const row = db
    .select({
      ...listColumns,
      // The issue's own copy of its label ids (kept in link order by a trigger) saves reading its links.
      label_ids: sql<string | null>`array_to_string(${issues.label_ids}, ',')`.as("label_ids"),
    })
    .from(issues)
    .where(eq(issues.id, placed.id))
    .limit(1)
    .as("issue");
  const rowFields = Object.fromEntries(Object.keys(listColumns).map((k) => [k, row[k as keyof typeof listColumns]])) as {
    [K in keyof typeof listColumns]: (typeof row)[K];
  };
  const rows = db
    .with(ranked, page, placed)
    .select({
      ...rowFields,
      places: placed.places,
      label_ids: row.label_ids,
      assignee_ids: sql<string | null>`${e("assignee_ids")}`,
      module_ids: sql<string | null>`${e("module_ids")}`,
      cycle_id: sql<string | null>`${e("cycle_id")}`,
      sub_issues_count: sql<number | null>`${e("sub_issues_count")}`,
      link_count: sql<number | null>`${e("link_count")}`,
      attachment_count: sql<number | null>`${e("attachment_count")}`,
      subscribed: sql<boolean | null>`${e("subscribed")}`,
    })
    .from(placed)
    .innerJoinLateral(row, sql`true`)
    .leftJoin(sql`(${issueExtrasSql(pageIds, scope.userId, { labels: false })}) as extras`, sql`extras.issue_id = ${placed.id}`);

  // Per-group counts come from the joined rows (an issue–label pair is counted once per label). The
  // overall count is the sum of the groups, unless one issue can sit in several of them: then it is
  // counted from the issues alone.
  const grand = db
    .select({
      gk: sql<string | null>`null::text`.as("gk"),
      sgk: sql<string | null>`null::text`.as("sgk"),
      n: sql<number>`count(*)::int`.as("n"),
      points: sql<number | null>`null::float8`.as("points"),
    })
    .from(issues)
    .where(where);
  if (!g) return { rows, totals: grand, points: null, groupPoints: false };
  const subMany = !!shape.subGroupBy && MANY_TO_MANY_GROUP_BY.includes(shape.subGroupBy);
  // A cell's further page (sub_group_id) carries no group points: the client keeps the ones it has.
  const wantPoints = shape.subGroupId === undefined;
  // Each group's points come from the same scan as its count, except where sub-groups repeat an issue
  // (one row per assignee): there a group's sum needs its own statement.
  const ownPoints = wantPoints && subMany;
  const ep = numericPoints(db, scope);
  // A board by state in a project that estimates in numbers is scanned once for counts and points
  // together; one that does not is counted state by state off the list index (below), which beats
  // reading every row. Which one runs is settled inside the statement.
  const stateByIndex = shape.groupBy === "state_id" && !sg && canUseTopN(scope, shape);
  const estimated = sql`exists (${ep.query})`;
  const countWhere = stateByIndex ? and(where, estimated) : where;
  const counted = {
    g: countable(g, shape.groupId !== undefined),
    sg: sg && countable(sg, shape.subGroupId !== undefined),
    where: countWhere,
  };
  const counting =
    wantPoints && !ownPoints ? countingWithPoints(db, { ...counted, ep: ep.table }) : countingOnly(db, { ...counted, subMany });
  const points = ownPoints ? groupPoints(db, g, where, ep.table) : null;
  if (stateByIndex) {
    const counts = stateCountsSql({ projectId: scope.projectIds?.[0] as string, where: baseWhere, groupId: shape.groupId });
    const byIndex = db
      .select({
        gk: sql<string | null>`t.gk`.as("gk"),
        sgk: sql<string | null>`t.sgk`.as("sgk"),
        n: sql<number>`t.n`.as("n"),
        points: sql<number | null>`null::float8`.as("points"),
      })
      .from(sql`(${counts}) as t`)
      .where(sql`not ${estimated}`);
    return { rows, totals: byIndex.unionAll(counting), points: null, groupPoints: wantPoints };
  }
  const groupMany = MANY_TO_MANY_GROUP_BY.includes(shape.groupBy as IssueGroupBy);
  // Narrowed to one group, that group's own count is the overall one.
  const totals = groupMany && shape.groupId === undefined ? counting.unionAll(grand) : counting;
  return { rows, totals, points, groupPoints: wantPoints };
}

/** Where an issue sits on a page: its group's key, its sub-group's ('' without one), its rank there. */
type IssuePlace = [gk: string, sgk: string, rn: number];
/** One entry of a page: an issue in one group (or cell), the same objects for each group it sits in. */
export type IssueListRow = { issue: ListIssueRow; gk: string; sgk: string; extras: IssueExtras };
type RawListRow = ListIssueRow & ExtrasRow & { places: IssuePlace[] };

/**
 * Runs a page's rows statement and lays it out as the page's entries, each group's (or cell's) in rank
 * order. Its columns are named as an issue's and come back as the wire wants them (timestamps as ISO
 * text), so each row is the issue as it is: mapping them column by column cost more than the query
 * itself on a page of a few hundred issues.
 */
export async function readIssueListRows(db: Db, rows: CompiledSql): Promise<IssueListRow[]> {
  const entries: (IssueListRow & { rn: number })[] = [];
  for (const r of await executeCompiled<RawListRow>(db, rows)) {
    const extras = extrasFromRow(r);
    for (const [gk, sgk, rn] of r.places) entries.push({ issue: r, gk, sgk, rn, extras });
  }
  // Ranks count within a group, so one sort by rank puts every group's entries in order.
  return entries.sort((a, b) => a.rn - b.rn);
}

/** Ids and deletion times of a project's soft-deleted issues, for clients pruning their cache. */
export async function selectDeletedIssues(db: Db, projectId: string, after: Date | null) {
  return db
    .select({ id: issues.id, deleted_at: issues.deleted_at })
    .from(issues)
    .where(and(eq(issues.project_id, projectId), isNotNull(issues.deleted_at), after ? gt(issues.deleted_at, after) : undefined))
    .orderBy(asc(issues.deleted_at));
}

export async function selectIssuesByIds(db: Db, projectId: string, ids: string[]): Promise<IssueRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(issues)
    .where(and(eq(issues.project_id, projectId), inArray(issues.id, ids), isNull(issues.deleted_at)));
}
