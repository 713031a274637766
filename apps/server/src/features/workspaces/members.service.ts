import { ROLE, type WorkspaceMember } from "@hangar/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { isUuid, type WorkspaceAccess } from "../../lib/permissions";
import { recordProjectMemberEvent } from "../projects";
import { recordWorkspaceMemberEvent } from "./workspace-events";
import {
  capProjectRoles,
  countActiveAdmins,
  deactivateMembership,
  findActiveMembershipById,
  findWorkspaceMembership,
  listActiveMembers,
  listUserWorkspaces,
  setMembershipRole,
  toWorkspaceMember,
} from "./workspaces.repo";

const MEMBER_NOT_FOUND = "Member not found";
export const LAST_ADMIN_LEAVE = "You cannot leave the workspace as you are the only admin. Make another member an admin first.";

const LAST_ADMIN_ROLE = "role: the workspace needs at least one admin";

/**
 * Serialises the workspace's role changes, removals and departures until commit. Checked side by side,
 * two Admins demoting (or removing) each other each saw the other still an Admin and both went through,
 * leaving no Admin; in turn, the second sees the first's change.
 */
export async function lockWorkspaceMembers(tx: Db, workspaceId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`workspace-members:${workspaceId}`}, 0))`);
}

/**
 * The same lock on every workspace the user is an active Admin of, in one order (so two callers never wait
 * on each other), for a change that ends all their memberships at once: deactivating the account.
 */
export async function lockAdminWorkspacesOf(tx: Db, userId: string) {
  const ids = (await listUserWorkspaces(tx, userId)).filter((w) => w.role === ROLE.ADMIN).map((w) => w.id);
  for (const id of ids.sort()) await lockWorkspaceMembers(tx, id);
}

/**
 * Takes the lock, then reads the caller's own role again: the one the request was let in with predates the
 * lock, and a change that committed meanwhile (their demotion or removal) must count.
 */
async function lockAsCaller(tx: Db, access: WorkspaceAccess, minRole: number): Promise<number> {
  await lockWorkspaceMembers(tx, access.workspace.id);
  const me = await findWorkspaceMembership(tx, access.workspace.id, access.userId);
  if (!me?.is_active) throw notFound("Workspace not found");
  if (me.role < minRole) throw forbidden();
  return me.role;
}

/**
 * The user's membership row in the workspace, active or not: projects check a project lead or member
 * against it (is_active, and the role a project role may not exceed).
 */
export const workspaceMembershipOf = (db: Db, workspaceId: string, userId: string) =>
  findWorkspaceMembership(db, workspaceId, userId);

export const listMembers = (db: Db, access: WorkspaceAccess): Promise<WorkspaceMember[]> =>
  listActiveMembers(db, access.workspace.id, access.userId);

async function loadMember(db: Db, access: WorkspaceAccess, membershipId: string) {
  const row = isUuid(membershipId) ? await findActiveMembershipById(db, access.workspace.id, membershipId) : undefined;
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

/** The workspace event comes last so a socket closing on it has already passed on the project removals. */
async function endMembership(tx: Db, access: WorkspaceAccess, memberId: string) {
  const { membership, projectMemberships } = await deactivateMembership(tx, access.workspace.id, memberId, access.userId);
  for (const row of projectMemberships) await recordProjectMemberEvent(tx, access.userId, "deleted", row);
  await recordWorkspaceMemberEvent(tx, access.userId, "deleted", membership);
}

export async function updateMemberRole(
  db: Db,
  access: WorkspaceAccess,
  membershipId: string,
  role: number,
): Promise<WorkspaceMember> {
  return db.transaction(async (tx) => {
    const myRole = await lockAsCaller(tx, access, ROLE.ADMIN);
    const { membership, user } = await loadMember(tx, access, membershipId);
    if (membership.member_id === access.userId) throw badRequest("role: you cannot change your own role");
    if (role > myRole) throw forbidden("You cannot give a member a role higher than your own.");
    if (membership.role === ROLE.ADMIN && role < ROLE.ADMIN && (await countActiveAdmins(tx, access.workspace.id)) <= 1) {
      throw badRequest(LAST_ADMIN_ROLE);
    }
    const updated = await setMembershipRole(tx, membership.id, role, access.userId);
    await recordWorkspaceMemberEvent(tx, access.userId, "updated", updated);
    if (role < membership.role) {
      const capped = await capProjectRoles(tx, access.workspace.id, membership.member_id, role);
      for (const row of capped) await recordProjectMemberEvent(tx, access.userId, "updated", row);
    }
    return toWorkspaceMember(updated, user);
  });
}

export async function removeMember(db: Db, access: WorkspaceAccess, membershipId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const myRole = await lockAsCaller(tx, access, ROLE.ADMIN);
    const { membership } = await loadMember(tx, access, membershipId);
    if (membership.member_id === access.userId) {
      throw badRequest("member: you cannot remove yourself; leave the workspace instead");
    }
    if (membership.role > myRole) throw forbidden("You cannot remove a member whose role is higher than yours.");
    await endMembership(tx, access, membership.member_id);
  });
}

export async function leaveWorkspace(db: Db, access: WorkspaceAccess): Promise<void> {
  await db.transaction(async (tx) => {
    const myRole = await lockAsCaller(tx, access, ROLE.GUEST);
    if (myRole === ROLE.ADMIN && (await countActiveAdmins(tx, access.workspace.id)) <= 1) throw badRequest(LAST_ADMIN_LEAVE);
    await endMembership(tx, access, access.userId);
  });
}
