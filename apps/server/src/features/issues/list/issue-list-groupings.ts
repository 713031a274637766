import { type IssueGroupBy, NONE_VALUE, PRIORITIES, STATE_GROUPS } from "@hangar/contracts";
import { and, asc, eq, inArray, isNull, type SQL, type Subquery, sql } from "drizzle-orm";
import { type AnyPgColumn, alias, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import {
  cycleIssues,
  cycles,
  issueAssignees,
  issueLabels,
  issues,
  labels,
  moduleIssues,
  modules,
  projectMembers,
  projects,
  states,
  users,
} from "../../../db/schema";
import { memberProjectIdsQuery } from "../../../lib/permissions";
import type { IssueListScope } from "./issue-list-filters";

// Everything a list knows about one `group_by` value, in one entry per grouping (GROUPINGS below):
// how an issue is keyed, which groups are always shown, and how a board in manual order reads the
// grouping off the list index. The page builder (issue-list-query.ts) is the same for all of them.

export type Join = { name: string; table: PgTable | Subquery; on: SQL };
/**
 * An issue's key on a grouping: rows are counted and partitioned by the raw `column`, `key` names the
 * group on the wire ("None" for no value). `spread`, where given, yields the same keys from the issue's
 * own columns (one row per key) so counting can skip the joins.
 */
export type KeyPart = { column: SQL; key: SQL<string>; joins: Join[]; spread?: SQL };

/**
 * The groups a grouping always has, in display order: every state of the projects in scope, all five
 * priorities, every label, every member… `none` says whether "None" is one of them (an issue can lack
 * the value). Either fixed `keys`, or a `query` yielding them.
 */
export type KnownGroups =
  | { keys: readonly string[]; none: boolean; query?: undefined }
  | { query: KeyQuery; none: boolean; keys?: undefined };
type KeyQuery = PromiseLike<{ key: string }[]> & { toSQL(): { sql: string; params: unknown[] } };

/**
 * A grouping read off one project's list index: every key (`key` text, `ref` typed) as a select, how an
 * issue matches the key in `ref`, and how it has none ("None"; null when no issue can lack one).
 */
export type IndexSource = { keys: SQL; match: SQL; none: SQL | null };

type Context = { db: Db; scope: IssueListScope; inScope: (column: PgColumn) => SQL };
type Grouping = {
  key: (scope: IssueListScope) => KeyPart;
  known: (ctx: Context) => KnownGroups;
  /** Only for groupings whose every key is known from one project (not people: someone who left the project can still be on its issues). */
  indexSource?: (projectId: string, ref: SQL) => IndexSource;
};

/** Inlined rather than bound: GROUP BY must see the very same expression as the select list. */
const none = sql.raw(`'${NONE_VALUE}'`);
/** A group's name on the wire: its value as text, "None" for no value. */
export const keyText = (column: unknown) => sql<string>`coalesce(${column}::text, ${none})`;

export const st = alias(states, "st");
export const stateJoin: Join = { name: "st", table: st, on: eq(st.id, issues.state_id) };
const gCycle = alias(cycleIssues, "g_cycle");
const gModule = alias(moduleIssues, "g_module");
const gLabel = alias(issueLabels, "g_label");
const gAssignee = alias(issueAssignees, "g_assignee");
type LinkAlias = typeof gCycle | typeof gModule | typeof gLabel | typeof gAssignee;

const keyOf = (column: AnyPgColumn, joins: Join[] = []): KeyPart => ({ column: sql`${column}`, key: keyText(column), joins });
/**
 * A many-to-many key joins its link table, one row per link. In a one-project list the link rows are
 * narrowed to the project too, so the planner reads just those.
 */
const linkKey = (name: string, t: LinkAlias, column: AnyPgColumn, scope: IssueListScope): KeyPart => {
  const project = scope.projectIds?.length === 1 ? scope.projectIds[0] : null;
  const on = and(eq(t.issue_id, issues.id), project ? eq(t.project_id, project) : undefined) as SQL;
  return keyOf(column, [{ name, table: t, on }]);
};

const keyQuery = (db: Db, key: PgColumn) => db.select({ key: sql<string>`${key}::text`.as("key") });
const members = ({ db, inScope }: Context) =>
  keyQuery(db, users.id)
    .from(users)
    .where(
      inArray(
        users.id,
        db
          .select({ id: projectMembers.member_id })
          .from(projectMembers)
          .where(and(inScope(projectMembers.project_id), eq(projectMembers.is_active, true))),
      ),
    )
    .orderBy(asc(users.display_name), asc(users.id));

const stateGroupRank = sql.raw(`case "group" ${STATE_GROUPS.map((g, i) => `when '${g}' then ${i}`).join(" ")} else 99 end`);
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]::text[]`);
const fixedKeys = (values: readonly string[]) => sql`select k as key, k as ref from unnest(${textArray(values)}) k`;
const projectKeys = (table: typeof states | typeof labels | typeof modules | typeof cycles, projectId: string) =>
  sql`select ${table.id}::text as key, ${table.id} as ref from ${table} where ${table.project_id} = ${projectId}`;
/** A link table's grouping: an issue matches a key it has a link to, and has none without links. */
const linkSource = (keys: SQL, link: typeof moduleIssues | typeof cycleIssues, column: string, ref: SQL): IndexSource => ({
  keys,
  match: sql`exists (select 1 from ${link} x where x.issue_id = ${issues.id} and x.${sql.raw(column)} = ${ref})`,
  none: sql`not exists (select 1 from ${link} x where x.issue_id = ${issues.id})`,
});

const GROUPINGS: Record<IssueGroupBy, Grouping> = {
  state_id: {
    key: () => keyOf(issues.state_id),
    known: ({ db, inScope }) => ({
      query: keyQuery(db, states.id)
        .from(states)
        .where(inScope(states.project_id))
        .orderBy(asc(stateGroupRank), asc(states.sequence), asc(states.name)),
      none: false,
    }),
    indexSource: (projectId, ref) => ({
      keys: projectKeys(states, projectId),
      match: sql`${issues.state_id} = ${ref}`,
      none: sql`${issues.state_id} is null`,
    }),
  },
  state__group: {
    key: () => keyOf(st.group, [stateJoin]),
    known: () => ({ keys: STATE_GROUPS, none: false }),
    indexSource: (projectId, ref) => ({
      keys: fixedKeys(STATE_GROUPS),
      match: sql`${issues.state_id} in (select s.id from ${states} s where s.project_id = ${projectId} and s."group" = ${ref})`,
      none: sql`${issues.state_id} is null`,
    }),
  },
  priority: {
    key: () => keyOf(issues.priority),
    known: () => ({ keys: PRIORITIES, none: false }),
    indexSource: (_projectId, ref) => ({ keys: fixedKeys(PRIORITIES), match: sql`${issues.priority} = ${ref}`, none: null }),
  },
  project_id: {
    key: () => keyOf(issues.project_id),
    known: ({ db, inScope }) => ({
      query: keyQuery(db, projects.id)
        .from(projects)
        .where(inScope(projects.id))
        .orderBy(asc(projects.sort_order), asc(projects.name)),
      none: false,
    }),
    indexSource: (projectId, ref) => ({
      keys: sql`select ${projectId}::text as key, ${projectId}::uuid as ref`,
      match: sql`${issues.project_id} = ${ref}`,
      none: null,
    }),
  },
  created_by: {
    key: () => keyOf(issues.created_by),
    known: (ctx) => ({ query: members(ctx), none: false }),
  },
  assignees__id: {
    key: (scope) => linkKey("g_assignee", gAssignee, gAssignee.assignee_id, scope),
    known: (ctx) => ({ query: members(ctx), none: true }),
  },
  labels__id: {
    key: (scope) => ({
      ...linkKey("g_label", gLabel, gLabel.label_id, scope),
      // The issue's own copy of its label ids (issues.label_ids, kept by a trigger), one row per label
      // and a null for none: counting reads it off the list index instead of joining every link.
      spread: sql`unnest(case when ${issues.label_ids} = '{}'::uuid[] then '{NULL}'::uuid[] else ${issues.label_ids} end)`,
    }),
    known: ({ db, inScope }) => ({
      query: keyQuery(db, labels.id)
        .from(labels)
        .where(inScope(labels.project_id))
        .orderBy(asc(labels.sort_order), asc(labels.name)),
      none: true,
    }),
    // Matched on the same copy of the label ids, which the list index carries: no probe into
    // issue_labels per issue and label.
    indexSource: (projectId, ref) => ({
      keys: projectKeys(labels, projectId),
      match: sql`${issues.label_ids} @> array[${ref}]`,
      none: sql`${issues.label_ids} = '{}'::uuid[]`,
    }),
  },
  issue_module__module_id: {
    key: (scope) => linkKey("g_module", gModule, gModule.module_id, scope),
    known: ({ db, inScope }) => ({
      query: keyQuery(db, modules.id)
        .from(modules)
        .where(and(inScope(modules.project_id), isNull(modules.archived_at)))
        .orderBy(asc(modules.sort_order), asc(modules.name)),
      none: true,
    }),
    indexSource: (projectId, ref) => linkSource(projectKeys(modules, projectId), moduleIssues, "module_id", ref),
  },
  cycle_id: {
    key: (scope) => linkKey("g_cycle", gCycle, gCycle.cycle_id, scope),
    known: ({ db, inScope }) => ({
      query: keyQuery(db, cycles.id)
        .from(cycles)
        .where(and(inScope(cycles.project_id), isNull(cycles.archived_at)))
        .orderBy(sql`${cycles.start_date} asc nulls last`, asc(cycles.name)),
      none: true,
    }),
    indexSource: (projectId, ref) => linkSource(projectKeys(cycles, projectId), cycleIssues, "cycle_id", ref),
  },
};

/** The group key of an issue on `groupBy`, with the joins it needs. */
export const groupKey = (groupBy: IssueGroupBy, scope: IssueListScope): KeyPart => GROUPINGS[groupBy].key(scope);

/** The groups `groupBy` always shows for the projects in scope, in display order. */
export function knownGroups(db: Db, groupBy: IssueGroupBy, scope: IssueListScope): KnownGroups {
  const inScope = (column: PgColumn): SQL =>
    scope.projectIds
      ? inArray(column, scope.projectIds)
      : scope.memberOnly
        ? inArray(column, memberProjectIdsQuery(db, scope.workspaceId, scope.userId))
        : inArray(column, db.select({ id: projects.id }).from(projects).where(eq(projects.workspace_id, scope.workspaceId)));
  return GROUPINGS[groupBy].known({ db, scope, inScope });
}

/** Whether `groupBy` can be read off one project's list index (see issue-list-topn.ts). */
export const hasIndexSource = (groupBy: IssueGroupBy): boolean => !!GROUPINGS[groupBy].indexSource;

/** `groupBy` read off one project's list index, matching the key in the row `ref` names. */
export function indexSource(groupBy: IssueGroupBy, projectId: string, ref: SQL): IndexSource {
  const source = GROUPINGS[groupBy].indexSource;
  if (!source) throw new Error(`${groupBy} cannot be read off the list index`);
  return source(projectId, ref);
}

/** Joins by name, each once. */
export function dedupe<T extends { name: string }>(joins: T[]): T[] {
  return [...new Map(joins.map((j) => [j.name, j])).values()];
}
