import { type IssueGroupBy, NONE_VALUE } from "@hangar/contracts";
import { type SQL, sql } from "drizzle-orm";
import { issues } from "../../../db/schema";
import type { Cursor } from "../../../lib/pagination";
import type { IssueListScope } from "./issue-list-filters";
import { hasIndexSource, indexSource } from "./issue-list-groupings";
import type { IssueListShape } from "./issue-list-query";

/**
 * A list or board in manual order (the default) can take its (or each group's) first rows straight from
 * the list index (project, sort_order), stopping after a page (per group), instead of numbering and
 * sorting every matching row: a 10,000-issue project grouped by labels reads a few hundred index
 * entries, and a flat page of 20 reads 20.
 */
export function canUseTopN(scope: IssueListScope, shape: IssueListShape): boolean {
  return (
    (!shape.groupBy || hasIndexSource(shape.groupBy)) &&
    (!shape.subGroupBy || hasIndexSource(shape.subGroupBy)) &&
    shape.orderBy === "sort_order" &&
    scope.projectIds?.length === 1 &&
    !scope.archived &&
    !scope.draft
  );
}

/** The row a grouping's keys are read into: the group's, or the sub-group's. */
type Alias = "g" | "sg";

/** A grouping's keys, or just the one wanted (one column loading further). */
const narrowed = (keys: SQL, wanted: string | undefined) =>
  wanted === undefined ? keys : sql`select * from (${keys}) k where k.key = ${wanted}`;

/** One way a row can be keyed on a grouping: one of its known keys (read into `from`), or "None". */
type Variant = { key: SQL; from: SQL | null; match: SQL };

/** The variants of a grouping, narrowed to `wanted` (one group's key) when given. */
function variants(groupBy: IssueGroupBy, projectId: string, alias: Alias, wanted: string | undefined): Variant[] {
  const src = indexSource(groupBy, projectId, sql.raw(`${alias}.ref`));
  const out: Variant[] = [];
  if (wanted !== NONE_VALUE) {
    out.push({ key: sql.raw(`${alias}.key`), from: sql`(${narrowed(src.keys, wanted)}) ${sql.raw(alias)}`, match: src.match });
  }
  if (src.none && (wanted === undefined || wanted === NONE_VALUE))
    out.push({ key: sql`${NONE_VALUE}::text`, from: null, match: src.none });
  return out;
}

/**
 * The page rows (page_issue_id, grp_key, sub_grp_key, grp_rn) of the list, of every group, or of every
 * group and sub-group (a cell): per group or cell, the matching issues in index order, numbered as they stream and
 * cut at the page, so none is read past it. A cell of a group's key and "None" on the sub-grouping, say,
 * is its own branch, so each branch's conditions are plain ones the index can answer.
 */
export function topNPageSql(opts: {
  shape: IssueListShape;
  projectId: string;
  where: SQL | undefined;
  orderTerms: SQL[];
  cursor: Cursor;
}): SQL {
  const { shape, cursor, projectId } = opts;
  const order = sql.join(opts.orderTerms, sql`, `);
  // The page's bounds are part of the text (compiled lists are keyed by the cursor anyway), so a generic
  // plan knows how few rows each branch reads.
  const slice = (condition: SQL) =>
    sql`select ${issues.id} as id, row_number() over (order by ${order}) as rn from ${issues}
      where ${opts.where ?? sql`true`} and ${condition}
      order by ${order} limit ${sql.raw(String(cursor.perPage))} offset ${sql.raw(String(cursor.start))}`;
  // Ungrouped, the whole list is one group with no key.
  const groups = shape.groupBy
    ? variants(shape.groupBy, projectId, "g", shape.groupId)
    : [{ key: sql`''::text`, from: null, match: sql`true` }];
  const cells: (readonly [Variant, Variant | null])[] = shape.subGroupBy
    ? groups.flatMap((g) =>
        variants(shape.subGroupBy as IssueGroupBy, projectId, "sg", shape.subGroupId).map((sg) => [g, sg] as const),
      )
    : groups.map((g) => [g, null] as const);
  const branches = cells.map(([g, sg]) => {
    const from = [g.from, sg?.from].filter((f): f is SQL => !!f);
    const match = sg ? sql`${g.match} and ${sg.match}` : g.match;
    const rows = sql`lateral (${slice(match)}) p`;
    return sql`select ${g.key} as grp_key, ${sg ? sg.key : sql`''::text`} as sub_grp_key, p.id as page_issue_id, p.rn as grp_rn
      from ${from.length > 0 ? sql`${sql.join(from, sql` cross join `)} cross join ${rows}` : rows}`;
  });
  return sql.join(branches, sql` union all `);
}

/**
 * Group counts of a board grouped by state, counted state by state over the list index (a range
 * scan each), which beats hashing every row of the project. Columns gk, sgk (null), n; empty states
 * count 0.
 */
export function stateCountsSql(opts: { projectId: string; where: SQL | undefined; groupId?: string }): SQL {
  const src = indexSource("state_id", opts.projectId, sql.raw("g.ref"));
  const count = (condition: SQL) => sql`(select count(*)::int from ${issues} where ${opts.where ?? sql`true`} and ${condition})`;
  const groups = sql`select g.key as gk, null::text as sgk, ${count(src.match)} as n from (${narrowed(src.keys, opts.groupId)}) g`;
  if (opts.groupId !== undefined && opts.groupId !== NONE_VALUE) return groups;
  return sql`${groups} union all select ${NONE_VALUE}::text, null::text, ${count(src.none as SQL)}`;
}
