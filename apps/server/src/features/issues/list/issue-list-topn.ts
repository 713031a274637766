import { type IssueGroupBy, NONE_VALUE, PRIORITIES, STATE_GROUPS } from "@hangar/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { cycleIssues, cycles, issues, labels, moduleIssues, modules, states } from "../../../db/schema";
import type { Cursor } from "../../../lib/pagination";
import type { IssueListScope } from "./issue-list-filters";
import type { IssueListShape } from "./issue-list-query";

/**
 * Groups whose every possible key is known up front from one project: its states, labels, modules and
 * cycles, the fixed priorities and state groups. Assignees and creators are not here: someone who
 * left the project can still be on its issues.
 */
const TOP_N_GROUPS: readonly IssueGroupBy[] = [
  "state_id",
  "state__group",
  "priority",
  "project_id",
  "labels__id",
  "issue_module__module_id",
  "cycle_id",
];

/**
 * A list or board in manual order (the default) can take its (or each group's) first rows straight from
 * the list index (project, sort_order), stopping after a page (per group), instead of numbering and
 * sorting every matching row: a 10,000-issue project grouped by labels reads a few hundred index
 * entries, and a flat page of 20 reads 20.
 */
export function canUseTopN(scope: IssueListScope, shape: IssueListShape): boolean {
  return (
    (!shape.groupBy || TOP_N_GROUPS.includes(shape.groupBy)) &&
    (!shape.subGroupBy || TOP_N_GROUPS.includes(shape.subGroupBy)) &&
    shape.orderBy === "sort_order" &&
    scope.projectIds?.length === 1 &&
    !scope.archived &&
    !scope.draft
  );
}

type Source = { keys: SQL; match: SQL; none: SQL | null };
/** The row a grouping's keys are read into: the group's, or the sub-group's. */
type Alias = "g" | "sg";

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]::text[]`);
const linkSource = (from: SQL, link: PgTable & { issue_id: unknown }, column: string, ref: SQL): Source => ({
  keys: from,
  match: sql`exists (select 1 from ${link} x where x.issue_id = ${issues.id} and x.${sql.raw(column)} = ${ref})`,
  none: sql`not exists (select 1 from ${link} x where x.issue_id = ${issues.id})`,
});

/**
 * Every key of a grouping in one project (`key` text, `ref` typed), how an issue matches the key of the
 * row named `alias`, and how it has none ("None").
 */
function source(groupBy: IssueGroupBy, projectId: string, alias: Alias): Source {
  const ref = sql.raw(`${alias}.ref`);
  switch (groupBy) {
    case "state_id":
      return {
        keys: sql`select ${states.id}::text as key, ${states.id} as ref from ${states} where ${states.project_id} = ${projectId}`,
        match: sql`${issues.state_id} = ${ref}`,
        none: sql`${issues.state_id} is null`,
      };
    case "state__group":
      return {
        keys: sql`select k as key, k as ref from unnest(${textArray(STATE_GROUPS)}) k`,
        match: sql`${issues.state_id} in (select s.id from ${states} s where s.project_id = ${projectId} and s."group" = ${ref})`,
        none: sql`${issues.state_id} is null`,
      };
    case "priority":
      return {
        keys: sql`select k as key, k as ref from unnest(${textArray(PRIORITIES)}) k`,
        match: sql`${issues.priority} = ${ref}`,
        none: null,
      };
    case "project_id":
      return {
        keys: sql`select ${projectId}::text as key, ${projectId}::uuid as ref`,
        match: sql`${issues.project_id} = ${ref}`,
        none: null,
      };
    case "labels__id":
      // Matched on the issue's own copy of its label ids, which the list index carries: no probe into
      // issue_labels per issue and label.
      return {
        keys: sql`select ${labels.id}::text as key, ${labels.id} as ref from ${labels} where ${labels.project_id} = ${projectId}`,
        match: sql`${issues.label_ids} @> array[${ref}]`,
        none: sql`${issues.label_ids} = '{}'::uuid[]`,
      };
    case "issue_module__module_id":
      return linkSource(
        sql`select ${modules.id}::text as key, ${modules.id} as ref from ${modules} where ${modules.project_id} = ${projectId}`,
        moduleIssues,
        "module_id",
        ref,
      );
    case "cycle_id":
      return linkSource(
        sql`select ${cycles.id}::text as key, ${cycles.id} as ref from ${cycles} where ${cycles.project_id} = ${projectId}`,
        cycleIssues,
        "cycle_id",
        ref,
      );
    default:
      throw new Error(`no top-n source for ${groupBy}`);
  }
}

/** A grouping's keys, or just the one wanted (one column loading further). */
const narrowed = (keys: SQL, wanted: string | undefined) =>
  wanted === undefined ? keys : sql`select * from (${keys}) k where k.key = ${wanted}`;

/** One way a row can be keyed on a grouping: one of its known keys (read into `from`), or "None". */
type Variant = { key: SQL; from: SQL | null; match: SQL };

/** The variants of a grouping, narrowed to `wanted` (one group's key) when given. */
function variants(groupBy: IssueGroupBy, projectId: string, alias: Alias, wanted: string | undefined): Variant[] {
  const src = source(groupBy, projectId, alias);
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
  const slice = (condition: SQL) =>
    sql`select ${issues.id} as id, row_number() over (order by ${order}) as rn from ${issues}
      where ${opts.where ?? sql`true`} and ${condition}
      order by ${order} limit ${cursor.perPage} offset ${cursor.start}`;
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
  const src = source("state_id", opts.projectId, "g");
  const count = (condition: SQL) => sql`(select count(*)::int from ${issues} where ${opts.where ?? sql`true`} and ${condition})`;
  const groups = sql`select g.key as gk, null::text as sgk, ${count(src.match)} as n from (${narrowed(src.keys, opts.groupId)}) g`;
  if (opts.groupId !== undefined && opts.groupId !== NONE_VALUE) return groups;
  return sql`${groups} union all select ${NONE_VALUE}::text, null::text, ${count(src.none as SQL)}`;
}
