import type { IssueOrderBy } from "@hangar/contracts";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { issueAssignees, issueLabels, issues, labels, users } from "../../../db/schema";
import type { IssueListScope } from "./issue-list-filters";
import { type Join, st, stateJoin } from "./issue-list-groupings";

// A list's sort: the ORDER BY terms of an `order_by` value and the joins they need.

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
