import type { IssueGroupBy, IssueOrderBy } from "@hangar/contracts";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issues, projectMembers, states } from "../../db/schema";
import type { Cursor } from "../../lib/pagination";
import type { IssueRow } from "./issues.repo";

/** Which issues a list shows; every list leaves deleted issues out. */
export type IssueScope =
  | { kind: "live"; projectId: string }
  | { kind: "archived"; projectId: string }
  | { kind: "drafts"; userId: string; projectId?: string; workspaceId?: string };

export const NONE_GROUP = "None";

function scopeWhere(scope: IssueScope): SQL {
  const notDeleted = isNull(issues.deleted_at);
  switch (scope.kind) {
    case "live":
      return and(
        eq(issues.project_id, scope.projectId),
        notDeleted,
        isNull(issues.archived_at),
        eq(issues.is_draft, false),
      ) as SQL;
    case "archived":
      return and(
        eq(issues.project_id, scope.projectId),
        notDeleted,
        isNotNull(issues.archived_at),
        eq(issues.is_draft, false),
      ) as SQL;
    case "drafts": {
      // A user's drafts stay theirs only while they can still reach the project.
      const memberOf = sql`${issues.project_id} in (select ${projectMembers.project_id} from ${projectMembers} where ${projectMembers.member_id} = ${scope.userId} and ${projectMembers.is_active})`;
      return and(
        notDeleted,
        eq(issues.is_draft, true),
        eq(issues.created_by, scope.userId),
        scope.projectId ? eq(issues.project_id, scope.projectId) : undefined,
        scope.workspaceId ? eq(issues.workspace_id, scope.workspaceId) : undefined,
        memberOf,
      ) as SQL;
    }
  }
}

const priorityRank = sql`(case ${issues.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end)`;

/** ORDER BY terms for an order_by value; ties fall back to newest first, then id, so pages never overlap. */
export function orderTerms(orderBy: IssueOrderBy): SQL[] {
  const descending = orderBy.startsWith("-");
  const key = (descending ? orderBy.slice(1) : orderBy) as
    | "sort_order"
    | "created_at"
    | "updated_at"
    | "priority"
    | "start_date"
    | "target_date";
  let primary: SQL;
  if (key === "priority") primary = descending ? sql`${priorityRank} asc` : sql`${priorityRank} desc`;
  else if (key === "start_date" || key === "target_date")
    primary = sql`${issues[key]} ${sql.raw(descending ? "desc" : "asc")} nulls last`;
  else primary = descending ? desc(issues[key]) : asc(issues[key]);
  return [primary, desc(issues.created_at), asc(issues.id)];
}

/** Inlined rather than bound: GROUP BY must see the very same expression as the select list. */
const none = sql.raw(`'${NONE_GROUP}'`);

export function groupKey(groupBy: IssueGroupBy): SQL<string> {
  switch (groupBy) {
    case "state_id":
      return sql<string>`coalesce(${issues.state_id}::text, ${none})`;
    case "state__group":
      return sql<string>`coalesce(${states.group}, ${none})`;
    case "priority":
      return sql<string>`coalesce(${issues.priority}, ${none})`;
  }
}

/** One page of a flat list, with the total count from the same query. */
export async function selectIssuePage(db: Db, scope: IssueScope, orderBy: IssueOrderBy, cursor: Cursor) {
  const where = scopeWhere(scope);
  const rows = await db
    .select({ issue: issues, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(issues)
    .where(where)
    .orderBy(...orderTerms(orderBy))
    .limit(cursor.perPage)
    .offset(cursor.start);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db.select({ n: count() }).from(issues).where(where);
    total = Number(row?.n ?? 0);
  }
  return { rows: rows.map((r) => r.issue), total };
}

/**
 * One page of every group at once: each group is numbered by a window function and the page's slice of
 * each is taken, so the next cursor advances all groups together (DESIGN §5).
 */
export async function selectGroupedIssuePage(
  db: Db,
  scope: IssueScope,
  orderBy: IssueOrderBy,
  groupBy: IssueGroupBy,
  cursor: Cursor,
) {
  const where = scopeWhere(scope);
  const key = groupKey(groupBy);
  const terms = orderTerms(orderBy);
  const ranked = db
    .select({
      id: issues.id,
      group_key: key.as("group_key"),
      rn: sql<number>`row_number() over (partition by ${key} order by ${sql.join(terms, sql`, `)})`.mapWith(Number).as("rn"),
    })
    .from(issues)
    .leftJoin(states, eq(states.id, issues.state_id))
    .where(where)
    .as("ranked");
  const [rows, totals] = await Promise.all([
    db
      .select({ issue: issues, group: ranked.group_key })
      .from(ranked)
      .innerJoin(issues, eq(issues.id, ranked.id))
      .where(and(gt(ranked.rn, cursor.start), lte(ranked.rn, cursor.start + cursor.perPage)))
      .orderBy(ranked.group_key, ranked.rn),
    db.select({ group: key, n: count() }).from(issues).leftJoin(states, eq(states.id, issues.state_id)).where(where).groupBy(key),
  ]);
  const byGroup = new Map<string, IssueRow[]>();
  for (const r of rows) {
    const list = byGroup.get(r.group) ?? [];
    list.push(r.issue);
    byGroup.set(r.group, list);
  }
  return { byGroup, totals: new Map(totals.map((t) => [t.group, Number(t.n)])) };
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
