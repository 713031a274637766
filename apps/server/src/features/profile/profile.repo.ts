import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  issueAssignees,
  issueSubscribers,
  issues,
  projectMembers,
  projects,
  states,
  users,
  workspaceMembers,
} from "../../db/schema";
import { findActiveWorkspaceMember } from "../../lib/memberships";
import { memberProjectIdsQuery } from "../../lib/permissions";

/** Whose numbers, as seen by whom: only issues of projects the caller belongs to count. */
export type ProfileScope = { workspaceId: string; callerId: string; userId: string };

/** Published, live issues of the caller's projects: what the caller's own lists could show. */
const visibleIssues = (db: Db, s: ProfileScope): SQL =>
  and(
    inArray(issues.project_id, memberProjectIdsQuery(db, s.workspaceId, s.callerId)),
    isNull(issues.deleted_at),
    isNull(issues.archived_at),
    eq(issues.is_draft, false),
  ) as SQL;

const assignedTo = (db: Db, userId: string) =>
  inArray(
    issues.id,
    db.select({ id: issueAssignees.issue_id }).from(issueAssignees).where(eq(issueAssignees.assignee_id, userId)),
  );

const n = sql<number>`count(*)::int`;

/** The user's assigned issues counted per project, state group and priority. */
export async function assignedBreakdown(db: Db, s: ProfileScope) {
  return db
    .select({ projectId: issues.project_id, group: states.group, priority: issues.priority, n })
    .from(issues)
    .leftJoin(states, eq(states.id, issues.state_id))
    .where(and(visibleIssues(db, s), assignedTo(db, s.userId)))
    .groupBy(issues.project_id, states.group, issues.priority);
}

export async function createdByProject(db: Db, s: ProfileScope) {
  return db
    .select({ projectId: issues.project_id, n })
    .from(issues)
    .where(and(visibleIssues(db, s), eq(issues.created_by, s.userId)))
    .groupBy(issues.project_id);
}

export async function countSubscribed(db: Db, s: ProfileScope): Promise<number> {
  const subscribed = db
    .select({ id: issueSubscribers.issue_id })
    .from(issueSubscribers)
    .where(eq(issueSubscribers.subscriber_id, s.userId));
  const [row] = await db
    .select({ n })
    .from(issues)
    .where(and(visibleIssues(db, s), inArray(issues.id, subscribed)));
  return row?.n ?? 0;
}

/** The user as an active member of the workspace, with their role; undefined when they are not one. */
export const findWorkspaceMember = (db: Db, workspaceId: string, userId: string) =>
  findActiveWorkspaceMember(db, workspaceId, userId, {
    role: workspaceMembers.role,
    joined: workspaceMembers.created_at,
    user: {
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      display_name: users.display_name,
      avatar: users.avatar,
      is_bot: users.is_bot,
    },
  });

/** Projects the user is an active member of that the caller belongs to as well (unarchived), by name. */
export async function sharedProjects(db: Db, s: ProfileScope) {
  return db
    .select({ id: projects.id, name: projects.name, identifier: projects.identifier, logo_props: projects.logo_props })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.project_id, projects.id), eq(projectMembers.member_id, s.userId), eq(projectMembers.is_active, true)),
    )
    .where(
      and(eq(projects.workspace_id, s.workspaceId), inArray(projects.id, memberProjectIdsQuery(db, s.workspaceId, s.callerId))),
    )
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}
