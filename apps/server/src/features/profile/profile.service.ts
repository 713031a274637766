import {
  type IssueListPage,
  type MemberProfile,
  type MemberStats,
  PRIORITIES,
  type Priority,
  STATE_GROUPS,
  type StateGroup,
  type UserIssuesQuery,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { isUuid, type WorkspaceAccess } from "../../lib/permissions";
import { listInputFromQuery, listIssues } from "../issues";
import * as repo from "./profile.repo";

/** Profiles exist for active members of the workspace only; anyone else is not found. */
async function requireMember(db: Db, access: WorkspaceAccess, userId: string) {
  const member = isUuid(userId) ? await repo.findWorkspaceMember(db, access.workspace.id, userId.toLowerCase()) : undefined;
  if (!member) throw notFound("Member not found");
  return member;
}

const scopeOf = (access: WorkspaceAccess, userId: string): repo.ProfileScope => ({
  workspaceId: access.workspace.id,
  callerId: access.userId,
  userId,
});

const finished = (group: string | null) => group === "completed" || group === "cancelled";

type Tally = { assigned: number; pending: number; completed: number };
const emptyTally = (): Tally => ({ assigned: 0, pending: 0, completed: 0 });

function tally(into: Tally, row: { group: string | null; n: number }) {
  into.assigned += row.n;
  if (row.group === "completed") into.completed += row.n;
  if (!finished(row.group)) into.pending += row.n;
}

/** Counts over the issues of the projects the caller belongs to, so nobody learns about issues they cannot open. */
export async function getUserStats(db: Db, access: WorkspaceAccess, userId: string): Promise<MemberStats> {
  const member = await requireMember(db, access, userId);
  const scope = scopeOf(access, member.user.id);
  const [assigned, created, subscribed] = await Promise.all([
    repo.assignedBreakdown(db, scope),
    repo.createdByProject(db, scope),
    repo.countSubscribed(db, scope),
  ]);
  const totals = emptyTally();
  const byGroup = Object.fromEntries(STATE_GROUPS.map((g) => [g, 0])) as Record<StateGroup, number>;
  const byPriority = Object.fromEntries(PRIORITIES.map((p) => [p, 0])) as Record<Priority, number>;
  for (const row of assigned) {
    tally(totals, row);
    if (row.group && row.group in byGroup) byGroup[row.group as StateGroup] += row.n;
    if (row.priority in byPriority) byPriority[row.priority as Priority] += row.n;
  }
  return {
    assigned_issues: totals.assigned,
    pending_issues: totals.pending,
    completed_issues: totals.completed,
    created_issues: created.reduce((sum, r) => sum + r.n, 0),
    subscribed_issues: subscribed,
    state_distribution: byGroup,
    priority_distribution: byPriority,
  };
}

/** The member, their workspace role and the projects the caller shares with them, each with its counts. */
export async function getUserProfile(db: Db, access: WorkspaceAccess, userId: string): Promise<MemberProfile> {
  const member = await requireMember(db, access, userId);
  const scope = scopeOf(access, member.user.id);
  const [projects, assigned, created] = await Promise.all([
    repo.sharedProjects(db, scope),
    repo.assignedBreakdown(db, scope),
    repo.createdByProject(db, scope),
  ]);
  const perProject = new Map<string, Tally>();
  for (const row of assigned) {
    const t = perProject.get(row.projectId) ?? emptyTally();
    tally(t, row);
    perProject.set(row.projectId, t);
  }
  const createdBy = new Map(created.map((r) => [r.projectId, r.n]));
  return {
    user_data: {
      ...member.user,
      avatar_url: member.user.avatar,
      date_joined: member.joined.toISOString(),
    },
    role: member.role,
    project_data: projects.map((p) => {
      const t = perProject.get(p.id) ?? emptyTally();
      return {
        ...p,
        assigned_issues: t.assigned,
        pending_issues: t.pending,
        completed_issues: t.completed,
        created_issues: createdBy.get(p.id) ?? 0,
      };
    }),
  };
}

/** A profile list: the member's assigned (default), created or subscribed issues in the caller's projects. */
export async function listUserIssues(
  db: Db,
  access: WorkspaceAccess,
  userId: string,
  query: UserIssuesQuery,
): Promise<IssueListPage> {
  const member = await requireMember(db, access, userId);
  const { list = "assigned", ...rest } = query;
  const id = member.user.id;
  return listIssues(
    db,
    {
      workspaceId: access.workspace.id,
      userId: access.userId,
      memberOnly: true,
      ...(list === "assigned" ? { assigneeId: id } : list === "created" ? { createdById: id } : { subscriberId: id }),
      ...listInputFromQuery(rest),
    },
    "-created_at",
  );
}
