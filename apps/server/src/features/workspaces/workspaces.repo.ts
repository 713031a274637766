import { ROLE, type Workspace, type WorkspaceMember } from "@hangar/contracts";
import { and, asc, count, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMembers, userProfiles, users, workspaceMembers, workspaces } from "../../db/schema";
import { accessChanged } from "../../lib/access-cache";
import {
  activeInWorkspace,
  findActiveWorkspaceMember,
  type MemberUser,
  toMemberDetail,
  workspaceMemberUser,
} from "../../lib/memberships";

export type WorkspaceRow = typeof workspaces.$inferSelect;

export function toWorkspace(row: WorkspaceRow, extra: Partial<Workspace> = {}): Workspace {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: row.logo_url,
    organization_size: row.organization_size,
    owner: row.owner_id,
    created_by: row.created_by ?? row.owner_id,
    updated_by: row.updated_by ?? row.owner_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...extra,
  };
}

export async function findWorkspaceBySlug(db: Db, slug: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
  return row;
}

export async function insertWorkspace(
  db: Db,
  values: { name: string; slug: string; organization_size: string; owner_id: string },
): Promise<WorkspaceRow> {
  const [row] = await db
    .insert(workspaces)
    .values({ ...values, created_by: values.owner_id, updated_by: values.owner_id })
    .returning();
  return row;
}

export async function insertWorkspaceMember(
  db: Db,
  values: { workspace_id: string; member_id: string; role: number; created_by?: string },
) {
  const [row] = await db
    .insert(workspaceMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [workspaceMembers.workspace_id, workspaceMembers.member_id],
      set: { role: values.role, is_active: true, updated_at: new Date() },
    })
    .returning();
  await accessChanged(db, { workspaceId: values.workspace_id, userId: values.member_id });
  return row;
}

export async function findWorkspaceMembership(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.member_id, userId)))
    .limit(1);
  return row;
}

export type MembershipRow = typeof workspaceMembers.$inferSelect;
export function toWorkspaceMember(membership: MembershipRow, user: MemberUser): WorkspaceMember {
  return {
    id: membership.id,
    member: toMemberDetail(user, membership.created_at),
    role: membership.role,
    created_at: membership.created_at.toISOString(),
  };
}

const memberUserColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  display_name: users.display_name,
  email: users.email,
  avatar: users.avatar,
  is_bot: users.is_bot,
};

const activeMemberCount = sql<number>`(select count(*)::int from ${workspaceMembers} wm where wm.workspace_id = ${workspaces.id} and wm.is_active)`;

/** Workspaces the user is an active member of, with their role and the member count. */
export async function listUserWorkspaces(db: Db, userId: string): Promise<Workspace[]> {
  const rows = await db
    .select({ workspace: workspaces, role: workspaceMembers.role, total: activeMemberCount })
    .from(workspaces)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspace_id, workspaces.id))
    .where(and(eq(workspaceMembers.member_id, userId), eq(workspaceMembers.is_active, true)))
    .orderBy(asc(sql`lower(${workspaces.name})`), asc(workspaces.slug));
  return rows.map((r) => toWorkspace(r.workspace, { role: r.role, total_members: Number(r.total) }));
}

export async function countActiveMembers(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workspaceMembers).where(activeInWorkspace(workspaceId));
  return Number(row?.n ?? 0);
}

export async function updateWorkspaceRow(
  db: Db,
  id: string,
  values: Partial<typeof workspaces.$inferInsert>,
): Promise<WorkspaceRow> {
  const [row] = await db
    .update(workspaces)
    .set({ ...values, updated_at: new Date() })
    .where(eq(workspaces.id, id))
    .returning();
  await accessChanged(db, { workspaceId: id });
  return row;
}

/** Profiles that remembered the workspace forget it, since last_workspace_id carries no foreign key. */
export async function deleteWorkspaceRow(db: Db, id: string) {
  await db
    .update(userProfiles)
    .set({ last_workspace_id: null, updated_at: new Date() })
    .where(eq(userProfiles.last_workspace_id, id));
  await db.delete(workspaces).where(eq(workspaces.id, id));
  await accessChanged(db, { workspaceId: id });
}

/** Active members other than `excludeUserId`, bots left out (spec §6), oldest first. */
export async function listActiveMembers(db: Db, workspaceId: string, excludeUserId: string): Promise<WorkspaceMember[]> {
  const rows = await db
    .select({ membership: workspaceMembers, user: memberUserColumns })
    .from(workspaceMembers)
    .innerJoin(users, workspaceMemberUser)
    .where(activeInWorkspace(workspaceId, eq(users.is_bot, false), ne(users.id, excludeUserId)))
    .orderBy(asc(workspaceMembers.created_at), asc(workspaceMembers.id));
  return rows.map((r) => toWorkspaceMember(r.membership, r.user));
}

/** An active membership of the workspace by its id, with the member's user fields. */
export async function findActiveMembershipById(db: Db, workspaceId: string, membershipId: string) {
  const [row] = await db
    .select({ membership: workspaceMembers, user: memberUserColumns })
    .from(workspaceMembers)
    .innerJoin(users, workspaceMemberUser)
    .where(activeInWorkspace(workspaceId, eq(workspaceMembers.id, membershipId)))
    .limit(1);
  return row;
}

export const findActiveMembershipWithUser = (db: Db, workspaceId: string, userId: string) =>
  findActiveWorkspaceMember(db, workspaceId, userId, { membership: workspaceMembers, user: memberUserColumns });

export async function countActiveAdmins(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(activeInWorkspace(workspaceId, eq(workspaceMembers.role, ROLE.ADMIN)));
  return Number(row?.n ?? 0);
}

export async function setMembershipRole(db: Db, membershipId: string, role: number, updatedBy: string): Promise<MembershipRow> {
  const [row] = await db
    .update(workspaceMembers)
    .set({ role, updated_by: updatedBy, updated_at: new Date() })
    .where(eq(workspaceMembers.id, membershipId))
    .returning();
  if (row) await accessChanged(db, { workspaceId: row.workspace_id, userId: row.member_id });
  return row;
}

/** A project role may not exceed the workspace role, so a demotion caps the member's project roles too. */
export async function capProjectRoles(db: Db, workspaceId: string, userId: string, role: number) {
  const rows = await db
    .update(projectMembers)
    .set({ role, updated_at: new Date() })
    .where(and(eq(projectMembers.workspace_id, workspaceId), eq(projectMembers.member_id, userId), gt(projectMembers.role, role)))
    .returning();
  await accessChanged(db, { workspaceId, userId });
  return rows;
}

/** Ends a membership and every project membership of that user in the workspace; returns what was ended. */
export async function deactivateMembership(db: Db, workspaceId: string, userId: string, updatedBy: string) {
  const now = new Date();
  const [membership] = await db
    .update(workspaceMembers)
    .set({ is_active: false, updated_by: updatedBy, updated_at: now })
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.member_id, userId)))
    .returning();
  const projectMemberships = await db
    .update(projectMembers)
    .set({ is_active: false, updated_at: now })
    .where(
      and(eq(projectMembers.workspace_id, workspaceId), eq(projectMembers.member_id, userId), eq(projectMembers.is_active, true)),
    )
    .returning();
  await accessChanged(db, { workspaceId, userId });
  return { membership, projectMemberships };
}
