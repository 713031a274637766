import type { StateGroup, WorkItem, WorkItemTab } from "@hangar/contracts";
import { and, asc, desc, eq, gte, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueAssignees, issueSubscribers, issues, projectMembers, projects, states, userProfiles } from "../../db/schema";
import { issueSummaryColumns } from "../issues";

/**
 * Whose work items: the user's issues of one tab in the workspace, optionally only those changed since a
 * time. `today` and `dueUntil` are dates (YYYY-MM-DD) in the user's own time zone.
 */
export type WorkItemScope = {
  workspaceId: string;
  userId: string;
  tab: WorkItemTab;
  changedSince: Date | null;
  today: string;
  dueUntil: string;
};

function inTab(tab: WorkItemTab, userId: string): SQL {
  if (tab === "created") return eq(issues.created_by, userId);
  const [table, column] =
    tab === "assigned" ? [issueAssignees, issueAssignees.assignee_id] : [issueSubscribers, issueSubscribers.subscriber_id];
  return sql`exists (select 1 from ${table} where ${table.issue_id} = ${issues.id} and ${column} = ${userId})`;
}

/**
 * The one visibility rule (lib/visibility.ts) for the user's own lists: live issues of the projects they
 * are an active member of (drafts have their own list); archived projects are left out as in search.
 */
function matching(s: WorkItemScope): SQL | undefined {
  return and(
    eq(issues.workspace_id, s.workspaceId),
    sql`${issues.project_id} = any(array(select ${projectMembers.project_id} from ${projectMembers} where ${and(
      eq(projectMembers.workspace_id, s.workspaceId),
      eq(projectMembers.member_id, s.userId),
      eq(projectMembers.is_active, true),
    )}))`,
    isNull(issues.deleted_at),
    isNull(issues.archived_at),
    eq(issues.is_draft, false),
    isNull(projects.archived_at),
    inTab(s.tab, s.userId),
    s.changedSince ? gte(issues.updated_at, s.changedSince) : undefined,
  );
}

/** Completed and cancelled count as finished (spec §4); an issue without a state is open. */
const finished = sql`coalesce(${states.group}, '') in ('completed', 'cancelled')`;

/** Per state group: how many, how many overdue (due today or before, spec §4) and how many due soon after. */
export async function countsByGroup(db: Db, s: WorkItemScope) {
  return db
    .select({
      group: sql<StateGroup | null>`${states.group}`,
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where not ${finished} and ${issues.target_date} <= ${s.today}))::int`,
      dueSoon: sql<number>`(count(*) filter (where not ${finished} and ${issues.target_date} > ${s.today}
        and ${issues.target_date} <= ${s.dueUntil}))::int`,
    })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.project_id))
    .leftJoin(states, eq(states.id, issues.state_id))
    .where(matching(s))
    .groupBy(states.group);
}

/** The first few: open ones first, soonest due first, then the latest changed. */
export async function topWorkItems(db: Db, s: WorkItemScope, limit: number): Promise<WorkItem[]> {
  const rows = await db
    .select({
      ...issueSummaryColumns,
      target_date: issues.target_date,
      updated_at: issues.updated_at,
    })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.project_id))
    .leftJoin(states, eq(states.id, issues.state_id))
    .where(matching(s))
    .orderBy(asc(finished), sql`${issues.target_date} asc nulls last`, desc(issues.updated_at), asc(issues.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
}

/** The time zone the user set in their profile, or null ("auto": the browser's, which the server does not know). */
export async function userTimezone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timezone: userProfiles.timezone })
    .from(userProfiles)
    .where(eq(userProfiles.user_id, userId))
    .limit(1);
  return row?.timezone ?? null;
}
