import { type IssueGroupBy, type IssueOrderBy, NONE_VALUE } from "@hangar/contracts";
import { and, eq, inArray, type SQL, type Subquery, sql } from "drizzle-orm";
import { type AnyPgColumn, alias, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { cycleIssues, issueAssignees, issueLabels, issues, labels, moduleIssues, states, users } from "../../../db/schema";
import type { IssueListScope } from "./issue-list-filters";

// A list's group keys and sort terms, as SQL over the issues table and the joins they need.

/** Inlined rather than bound: GROUP BY must see the very same expression as the select list. */
const none = sql.raw(`'${NONE_VALUE}'`);
const st = alias(states, "st");
const gCycle = alias(cycleIssues, "g_cycle");
const gModule = alias(moduleIssues, "g_module");
const gLabel = alias(issueLabels, "g_label");
const gAssignee = alias(issueAssignees, "g_assignee");
const stateJoin = { name: "st", table: st, on: eq(st.id, issues.state_id) };

export type Join = { name: string; table: PgTable | Subquery; on: SQL };
/**
 * A grouping: rows are counted and partitioned by the raw `column`, `key` names the group on the wire,
 * "None" for no value.
 */
export type KeyPart = { column: SQL; key: SQL<string>; joins: Join[]; spread?: SQL };

/** A group's name on the wire: its value as text, "None" for no value. */
export const keyText = (column: unknown) => sql<string>`coalesce(${column}::text, ${none})`;

const keyOf = (column: AnyPgColumn, joins: Join[] = []): KeyPart => ({
  column: sql`${column}`,
  key: keyText(column),
  joins,
});

/**
 * The group key of an issue; many-to-many keys join their link table, one row per link. In a
 * one-project list the link rows are narrowed to the project too, so the planner reads just those.
 */
export function groupKey(key: IssueGroupBy, scope: IssueListScope): KeyPart {
  const project = scope.projectIds?.length === 1 ? scope.projectIds[0] : null;
  const link = (name: string, t: typeof gCycle | typeof gModule | typeof gLabel | typeof gAssignee): Join[] => [
    { name, table: t, on: and(eq(t.issue_id, issues.id), project ? eq(t.project_id, project) : undefined) as SQL },
  ];
  switch (key) {
    case "state_id":
      return keyOf(issues.state_id);
    case "state__group":
      return keyOf(st.group, [stateJoin]);
    case "priority":
      return keyOf(issues.priority);
    case "project_id":
      return keyOf(issues.project_id);
    case "created_by":
      return keyOf(issues.created_by);
    case "cycle_id":
      return keyOf(gCycle.cycle_id, link("g_cycle", gCycle));
    case "issue_module__module_id":
      return keyOf(gModule.module_id, link("g_module", gModule));
    case "labels__id":
      // Counting can spread the issue's own copy of its label ids into one row per label (a null for
      // none) instead of joining the links: see countable.
      return {
        ...keyOf(gLabel.label_id, link("g_label", gLabel)),
        spread: sql`unnest(case when ${issues.label_ids} = '{}'::uuid[] then '{NULL}'::uuid[] else ${issues.label_ids} end)`,
      };
    case "assignees__id":
      return keyOf(gAssignee.assignee_id, link("g_assignee", gAssignee));
  }
}

const priorityRank = sql`(case ${issues.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end)`;

export type OrderPart = { terms: SQL[]; joins: Join[] };

/**
 * ORDER BY terms for an order_by value; nulls sort last either way, ties fall back to newest first, then
 * id, so pages never overlap. Label and assignee names sort by the first name ascending, the last descending.
 */
export function orderTerms(db: Db, orderBy: IssueOrderBy, scope: IssueListScope): OrderPart {
  const descending = orderBy.startsWith("-");
  const key = descending ? orderBy.slice(1) : orderBy;
  const dir = sql.raw(descending ? "desc" : "asc");
  // Spelled as in the list indexes (desc nulls last), so the planner can read rows in index order.
  const tail = [sql`${issues.created_at} desc nulls last`, sql`${issues.id} asc`];
  const linkScope = (t: typeof issueLabels | typeof issueAssignees) =>
    scope.projectIds ? inArray(t.project_id, scope.projectIds) : eq(t.workspace_id, scope.workspaceId);
  // Issues ordered by the first of their linked names ascending, the last descending.
  const nameOrder = (names: ReturnType<typeof linkedNames>): OrderPart => ({
    terms: [descending ? sql`${names.hi} desc nulls last` : sql`${names.lo} asc nulls last`, ...tail],
    joins: [{ name: names.name, table: names.table, on: eq(names.table.issue_id, issues.id) }],
  });
  switch (key) {
    case "priority":
      return { terms: [sql`${priorityRank} ${sql.raw(descending ? "asc" : "desc")}`, ...tail], joins: [] };
    case "state__name":
      return { terms: [sql`${st.name} ${dir} nulls last`, ...tail], joins: [stateJoin] };
    case "labels__name":
      return nameOrder(linkedNames(db, "label_names", issueLabels, labels, labels.name, linkScope(issueLabels)));
    case "assignees__first_name":
      return nameOrder(linkedNames(db, "assignee_names", issueAssignees, users, users.first_name, linkScope(issueAssignees)));
    default: {
      const column = issues[key as "sort_order" | "created_at" | "updated_at" | "start_date" | "target_date"];
      return { terms: [sql`${column} ${dir} nulls last`, ...tail], joins: [] };
    }
  }
}

/** Each issue's first and last name among its links (labels' names, assignees' first names), as a sub-select. */
function linkedNames(
  db: Db,
  name: string,
  link: typeof issueLabels | typeof issueAssignees,
  named: typeof labels | typeof users,
  nameColumn: AnyPgColumn,
  where: SQL | undefined,
) {
  const target = "label_id" in link ? link.label_id : link.assignee_id;
  const table = db
    .select({
      issue_id: link.issue_id,
      lo: sql<string>`min(${nameColumn})`.as(`${name}_lo`),
      hi: sql<string>`max(${nameColumn})`.as(`${name}_hi`),
    })
    .from(link)
    .innerJoin(named, eq(named.id, target))
    .where(where)
    .groupBy(link.issue_id)
    .as(name);
  return { name, table, lo: table.lo, hi: table.hi };
}

/** Joins by name, each once. */
export function dedupe<T extends { name: string }>(joins: T[]): T[] {
  return [...new Map(joins.map((j) => [j.name, j])).values()];
}
