import {
  filtersFromQuery,
  type Issue,
  type IssueCell,
  type IssueFilters,
  type IssueGroup,
  type IssueGroupBy,
  type IssueListPage,
  type IssueOrderBy,
  type IssueSubGroups,
  type IssueTypeFilter,
  type ListExpand,
  type ListIssuesQuery,
  NONE_VALUE,
  type WorkspaceBuiltInView,
  type WorkspaceIssuesQuery,
} from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { boundedMemo, type CompiledSql, executeCompiled } from "../../../lib/compiled-sql";
import { badRequest, notFound } from "../../../lib/errors";
import { pageInfo, parseCursor } from "../../../lib/pagination";
import type { ProjectAccess, WorkspaceAccess } from "../../../lib/permissions";
import { toIssue } from "../issue-serializer";
import { findProjectCycle, findProjectModule, pageRelations } from "./issue-list.repo";
import type { IssueListScope } from "./issue-list-filters";
import { type KnownGroups, knownGroups } from "./issue-list-groupings";
import { buildIssueListQueries, type IssueListRow, type IssueListShape, readIssueListRows } from "./issue-list-query";

export type { IssueListScope } from "./issue-list-filters";

/** Display options of a list call, named as the query parameters are. */
export type IssueListDisplay = {
  group_by?: IssueGroupBy | null;
  sub_group_by?: IssueGroupBy | null;
  order_by?: IssueOrderBy;
  /** false leaves sub-issues out (default true). */
  sub_issue?: boolean;
  type?: IssueTypeFilter | null;
  show_empty_groups?: boolean;
};

/**
 * Everything one list call needs. `filters` may be several sets (a saved view's and the caller's): each
 * set narrows the list further.
 */
export type IssueListInput = IssueListScope & {
  filters?: IssueFilters | IssueFilters[];
  display?: IssueListDisplay;
  cursor?: string;
  perPage?: number;
  groupId?: string;
  subGroupId?: string;
  expand?: ListExpand[];
};

/** The paging, display and filter parts of a list query, ready to spread into an IssueListInput. */
export function listInputFromQuery(query: ListIssuesQuery): Omit<IssueListInput, keyof IssueListScope> {
  return {
    filters: filtersFromQuery(query),
    display: {
      group_by: query.group_by,
      sub_group_by: query.sub_group_by,
      order_by: query.order_by,
      sub_issue: query.sub_issue,
      type: query.type,
      show_empty_groups: query.show_empty_groups,
    },
    cursor: query.cursor,
    perPage: query.per_page,
    groupId: query.group_id,
    subGroupId: query.sub_group_id,
    expand: query.expand,
  };
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/** The statements one page runs, without running them (the list benchmark times them raw). */
export function planIssueList(
  db: Db,
  input: IssueListInput,
  defaultOrderBy: IssueOrderBy = "sort_order",
  today: string = utcToday(),
) {
  const { filters, display = {}, cursor: rawCursor, perPage, groupId, subGroupId, expand: _expand, ...scope } = input;
  const groupBy = display.group_by ?? null;
  const subGroupBy = groupBy ? (display.sub_group_by ?? null) : null;
  if (subGroupBy && subGroupBy === groupBy) throw badRequest("sub_group_by: must differ from group_by");
  const shape: IssueListShape = {
    groupBy,
    subGroupBy,
    orderBy: display.order_by ?? defaultOrderBy,
    subIssue: display.sub_issue ?? true,
    type: display.type ?? null,
    groupId: groupBy ? groupId : undefined,
    subGroupId: subGroupBy && groupId !== undefined ? subGroupId : undefined,
  };
  const cursor = parseCursor(rawCursor, perPage);
  const filterSets = filters === undefined ? [] : Array.isArray(filters) ? filters : [filters];
  const queries = buildIssueListQueries(db, { scope, filters: filterSets, shape, cursor, today });
  return {
    shape,
    cursor,
    showEmpty: display.show_empty_groups ?? false,
    ...queries,
    groups: groupBy ? knownGroups(db, groupBy, scope) : null,
    subGroups: subGroupBy ? knownGroups(db, subGroupBy, scope) : null,
  };
}

type CompiledGroups =
  | { keys: readonly string[]; none: boolean; statement?: undefined }
  | { statement: CompiledSql; none: boolean };

/** A page's statements compiled to text, with what the service needs to shape their rows. */
type CompiledIssueList = Pick<ReturnType<typeof planIssueList>, "shape" | "cursor" | "showEmpty" | "groupPoints"> & {
  rows: CompiledSql;
  totals: CompiledSql;
  points: CompiledSql | null;
  groups: CompiledGroups | null;
  subGroups: CompiledGroups | null;
};

const compileGroups = (known: KnownGroups | null): CompiledGroups | null =>
  !known ? null : known.keys ? known : { statement: known.query.toSQL(), none: known.none };

/**
 * Building and compiling a list's statements costs CPU on every request, of the order of a small page's
 * SQL (README.md: how to re-measure); the same list asked again (a board reloaded, a view reopened,
 * another member's screen) reuses the text. Keyed by everything the text is made of — the whole input and today's date —
 * so a hit is the very statement a build would give, and nothing of the data is kept.
 */
const compiledLists = boundedMemo<CompiledIssueList>(500);

function compileIssueList(db: Db, input: IssueListInput, defaultOrderBy: IssueOrderBy): CompiledIssueList {
  const { expand: _expand, ...statementInput } = input;
  const today = utcToday();
  const key = JSON.stringify([statementInput, defaultOrderBy, today]);
  const cached = compiledLists.get(key);
  if (cached) return cached;
  const plan = planIssueList(db, input, defaultOrderBy, today);
  const compiled: CompiledIssueList = {
    shape: plan.shape,
    cursor: plan.cursor,
    showEmpty: plan.showEmpty,
    groupPoints: plan.groupPoints,
    rows: plan.rows.toSQL(),
    totals: plan.totals.toSQL(),
    points: plan.points?.toSQL() ?? null,
    groups: compileGroups(plan.groups),
    subGroups: compileGroups(plan.subGroups),
  };
  compiledLists.set(key, compiled);
  return compiled;
}

async function runCompiled<T>(db: Db, statement: CompiledSql): Promise<T[]> {
  return executeCompiled<T>(db, statement);
}

async function keysOf(db: Db, known: CompiledGroups | null): Promise<{ keys: readonly string[]; none: boolean } | null> {
  if (!known) return null;
  if (!known.statement) return known;
  return { keys: (await runCompiled<{ key: string }>(db, known.statement)).map((r) => r.key), none: known.none };
}

type TotalRow = { gk: string | null; sgk: string | null; n: number; points: number | null };

/** Groups to show, in order: the known ones, then any others present, "None" last; empty ones only if asked. */
function groupOrder(known: { keys: readonly string[]; none: boolean }, counts: Map<string, number>, showEmpty: boolean) {
  const listed = new Set(known.keys);
  const others = [...counts.keys()].filter((k) => !listed.has(k) && k !== NONE_VALUE).sort();
  const keys = [...known.keys, ...others];
  if (known.none || counts.has(NONE_VALUE)) keys.push(NONE_VALUE);
  return showEmpty ? keys : keys.filter((k) => (counts.get(k) ?? 0) > 0);
}

/** A page of any issue list with the DESIGN §5 envelope: flat, grouped, or grouped and sub-grouped. */
export async function listIssues(
  db: Db,
  input: IssueListInput,
  defaultOrderBy: IssueOrderBy = "sort_order",
): Promise<IssueListPage> {
  const plan = compileIssueList(db, input, defaultOrderBy);
  const [rows, totals, known, knownSub, pointRows] = await Promise.all([
    readIssueListRows(db, plan.rows),
    runCompiled<TotalRow>(db, plan.totals),
    keysOf(db, plan.groups),
    keysOf(db, plan.subGroups),
    plan.points ? runCompiled<{ gk: string; points: number | null }>(db, plan.points) : [],
  ]);
  // Group points sit on the totals' per-group rows, or come from their own statement (issue-list-query).
  const pointSource = plan.points ? pointRows : totals.filter((t) => t.gk !== null && t.sgk === null);
  const groupPoints = plan.groupPoints ? new Map(pointSource.map((r) => [r.gk, Number(r.points ?? 0)])) : null;
  const pointsOf = (key: string) => (groupPoints ? { total_estimate_points: groupPoints.get(key) ?? 0 } : {});
  const relations = input.expand?.length ? await pageRelations(db, input.workspaceId, input.userId, rows, input.expand) : null;
  const serialized = new Map<string, Issue>();
  const issueOf = (row: IssueListRow) => {
    let issue = serialized.get(row.issue.id);
    if (!issue) {
      issue = toIssue(row.issue, row.extras, { subscribed: true });
      if (relations) Object.assign(issue, relations.get(row.issue.id));
      serialized.set(row.issue.id, issue);
    }
    return issue;
  };
  // Without an overall row (no issue sits in two groups) the groups add up to it.
  const grandRow = totals.find((t) => t.gk === null && t.sgk === null);
  const grand = grandRow ? grandRow.n : totals.reduce((sum, t) => (t.gk !== null && t.sgk === null ? sum + t.n : sum), 0);
  const { groupBy, subGroupBy } = plan.shape;
  if (!known || !groupBy) {
    const results = rows.map(issueOf);
    const info = pageInfo(plan.cursor, { count: results.length, total: grand });
    return { ...info, grouped_by: null, sub_grouped_by: null, extra_stats: null, results };
  }

  const groupTotals = new Map<string, number>();
  const subTotals = new Map<string, Map<string, number>>();
  for (const t of totals) {
    // Counting state by state off the index also answers the states nothing is in.
    if (t.gk === null || t.n === 0) continue;
    if (t.sgk === null) groupTotals.set(t.gk, t.n);
    else subTotals.set(t.gk, (subTotals.get(t.gk) ?? new Map()).set(t.sgk, t.n));
  }
  const byGroup = new Map<string, IssueListRow[]>();
  for (const row of rows) {
    const key = knownSub ? `${row.gk}\u0000${row.sgk}` : row.gk;
    const list = byGroup.get(key);
    if (list) list.push(row);
    else byGroup.set(key, [row]);
  }
  const { groupId, subGroupId } = plan.shape;
  const groupKeys = groupId !== undefined ? [groupId] : groupOrder(known, groupTotals, plan.showEmpty);
  const partitions = knownSub ? [...subTotals.values()].flatMap((m) => [...m.values()]) : [...groupTotals.values()];
  const info = pageInfo(plan.cursor, { count: rows.length, total: grand, largestTotal: Math.max(0, ...partitions) });

  if (!knownSub || !subGroupBy) {
    const results: Record<string, IssueGroup> = {};
    for (const key of groupKeys) {
      results[key] = {
        results: (byGroup.get(key) ?? []).map(issueOf),
        total_results: groupTotals.get(key) ?? 0,
        ...pointsOf(key),
      };
    }
    return { ...info, grouped_by: groupBy, sub_grouped_by: null, extra_stats: null, results };
  }
  const results: Record<string, IssueSubGroups> = {};
  for (const key of groupKeys) {
    const counts = subTotals.get(key) ?? new Map<string, number>();
    const subKeys = subGroupId !== undefined ? [subGroupId] : groupOrder(knownSub, counts, plan.showEmpty);
    const sub: Record<string, IssueCell> = {};
    for (const subKey of subKeys) {
      sub[subKey] = {
        results: (byGroup.get(`${key}\u0000${subKey}`) ?? []).map(issueOf),
        total_results: counts.get(subKey) ?? 0,
      };
    }
    results[key] = { results: sub, total_results: groupTotals.get(key) ?? 0, ...pointsOf(key) };
  }
  return { ...info, grouped_by: groupBy, sub_grouped_by: subGroupBy, extra_stats: null, results };
}

const projectScope = (access: ProjectAccess): IssueListScope => ({
  workspaceId: access.workspace.id,
  userId: access.userId,
  projectIds: [access.project.id],
});

export async function listProjectIssues(db: Db, access: ProjectAccess, query: ListIssuesQuery) {
  return listIssues(db, { ...projectScope(access), ...listInputFromQuery(query) });
}

export async function listArchivedProjectIssues(db: Db, access: ProjectAccess, query: ListIssuesQuery) {
  return listIssues(db, { ...projectScope(access), archived: true, ...listInputFromQuery(query) });
}

/** The caller's drafts in one project, newest first unless asked otherwise. */
export async function listProjectDraftIssues(db: Db, access: ProjectAccess, query: ListIssuesQuery) {
  return listIssues(db, { ...projectScope(access), draft: true, ...listInputFromQuery(query) }, "-created_at");
}

/** The caller's drafts across the projects they still belong to. */
export async function listWorkspaceDraftIssues(db: Db, access: WorkspaceAccess, query: ListIssuesQuery) {
  const scope = { workspaceId: access.workspace.id, userId: access.userId, memberOnly: true, draft: true };
  return listIssues(db, { ...scope, ...listInputFromQuery(query) }, "-created_at");
}

export async function requireCycle(db: Db, access: ProjectAccess, cycleId: string) {
  const cycle = await findProjectCycle(db, access.project.id, cycleId);
  if (!cycle) throw notFound("Cycle not found");
  return cycle;
}

export async function requireModule(db: Db, access: ProjectAccess, moduleId: string) {
  const module = await findProjectModule(db, access.project.id, moduleId);
  if (!module) throw notFound("Module not found");
  return module;
}

export async function listCycleIssues(db: Db, access: ProjectAccess, cycleId: string, query: ListIssuesQuery) {
  const cycle = await requireCycle(db, access, cycleId);
  return listIssues(db, { ...projectScope(access), cycleId: cycle.id, ...listInputFromQuery(query) });
}

export async function listModuleIssues(db: Db, access: ProjectAccess, moduleId: string, query: ListIssuesQuery) {
  const module = await requireModule(db, access, moduleId);
  return listIssues(db, { ...projectScope(access), moduleId: module.id, ...listInputFromQuery(query) });
}

/** The built-in workspace views (spec §2): the caller's assigned, created or subscribed issues, or all of them. */
const builtInViewScope = (view: WorkspaceBuiltInView | undefined, userId: string): Partial<IssueListScope> =>
  view === "assigned"
    ? { assigneeId: userId }
    : view === "created"
      ? { createdById: userId }
      : view === "subscribed"
        ? { subscriberId: userId }
        : {};

/** Issues of every project the caller is a member of; there is no manual order across projects. */
export async function listWorkspaceIssues(db: Db, access: WorkspaceAccess, query: WorkspaceIssuesQuery) {
  const { view, ...listQuery } = query;
  const scope = {
    workspaceId: access.workspace.id,
    userId: access.userId,
    memberOnly: true,
    ...builtInViewScope(view, access.userId),
  };
  return listIssues(db, { ...scope, ...listInputFromQuery(listQuery) }, "-created_at");
}
