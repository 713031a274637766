import type { ProjectMember } from "@hangar/contracts";
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMembers, projects, users, workspaceMembers } from "../../db/schema";
import { accessChanged } from "../../lib/access-cache";
import { activeInProject, projectMemberUser, toMemberDetail, workspaceMemberUser } from "../../lib/memberships";
import type { ProjectMemberRow } from "./projects.repo";

type UserRow = typeof users.$inferSelect;

export function toProjectMember(row: ProjectMemberRow, user: UserRow): ProjectMember {
  return {
    id: row.id,
    member: toMemberDetail(user, row.created_at),
    role: row.role,
    project: row.project_id,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
  };
}

/** Active memberships of the project with their users; `more` narrows them. */
const activeMembersWithUsers = (db: Db, projectId: string, ...more: (SQL | undefined)[]) =>
  db
    .select({ membership: projectMembers, user: users })
    .from(projectMembers)
    .innerJoin(users, projectMemberUser)
    .where(activeInProject(projectId, ...more));

export async function listActiveMembers(db: Db, projectId: string, exceptUserId?: string) {
  const others = exceptUserId ? ne(projectMembers.member_id, exceptUserId) : undefined;
  return activeMembersWithUsers(db, projectId, others).orderBy(asc(projectMembers.created_at), asc(projectMembers.id));
}

export async function findActiveMembership(db: Db, projectId: string, membershipId: string) {
  const [row] = await activeMembersWithUsers(db, projectId, eq(projectMembers.id, membershipId)).limit(1);
  return row;
}

export async function findActiveMembershipOfUser(db: Db, projectId: string, userId: string) {
  const [row] = await activeMembersWithUsers(db, projectId, eq(projectMembers.member_id, userId)).limit(1);
  return row;
}

export async function findMembershipsOfUsers(db: Db, projectId: string, userIds: string[]) {
  return db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.project_id, projectId), inArray(projectMembers.member_id, userIds)));
}

export async function findWorkspaceMembersWithUsers(db: Db, workspaceId: string, userIds: string[]) {
  return db
    .select({ role: workspaceMembers.role, isActive: workspaceMembers.is_active, user: users })
    .from(workspaceMembers)
    .innerJoin(users, workspaceMemberUser)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), inArray(workspaceMembers.member_id, userIds)));
}

export async function countActiveAdmins(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectMembers)
    .where(activeInProject(projectId, eq(projectMembers.role, 20)));
  return Number(row?.n ?? 0);
}

/** Serialises membership changes of one project so two Admins cannot demote each other to zero Admins. */
export async function lockProject(db: Db, projectId: string) {
  await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
}

export async function setMembershipRole(db: Db, membershipId: string, role: number, actorId: string): Promise<ProjectMemberRow> {
  const [row] = await db
    .update(projectMembers)
    .set({ role, updated_by: actorId, updated_at: new Date() })
    .where(eq(projectMembers.id, membershipId))
    .returning();
  if (row) await accessChanged(db, { projectId: row.project_id, userId: row.member_id });
  return row;
}

export async function deactivateMembership(db: Db, membershipId: string, actorId: string) {
  const [row] = await db
    .update(projectMembers)
    .set({ is_active: false, updated_by: actorId, updated_at: new Date() })
    .where(eq(projectMembers.id, membershipId))
    .returning({ project_id: projectMembers.project_id, member_id: projectMembers.member_id });
  if (row) await accessChanged(db, { projectId: row.project_id, userId: row.member_id });
}
