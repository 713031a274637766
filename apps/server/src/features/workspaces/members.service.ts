import { ROLE, type WorkspaceMember } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { isUuid, type WorkspaceAccess } from "../../lib/permissions";
import { recordProjectMemberEvent } from "../projects/project-events";
import { recordWorkspaceMemberEvent } from "./workspace-events";
import {
  capProjectRoles,
  countActiveAdmins,
  deactivateMembership,
  findActiveMembershipById,
  listActiveMembers,
  setMembershipRole,
  toWorkspaceMember,
} from "./workspaces.repo";

const MEMBER_NOT_FOUND = "Member not found";
export const LAST_ADMIN_LEAVE = "You cannot leave the workspace as you are the only admin. Make another member an admin first.";

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
    const { membership, user } = await loadMember(tx, access, membershipId);
    if (membership.member_id === access.userId) throw badRequest("role: you cannot change your own role");
    if (role > access.role) throw forbidden("You cannot give a member a role higher than your own.");
    if (membership.role === ROLE.ADMIN && role < ROLE.ADMIN && (await countActiveAdmins(tx, access.workspace.id)) <= 1) {
      throw badRequest("role: the workspace needs at least one admin");
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
    const { membership } = await loadMember(tx, access, membershipId);
    if (membership.member_id === access.userId) {
      throw badRequest("member: you cannot remove yourself; leave the workspace instead");
    }
    if (membership.role > access.role) throw forbidden("You cannot remove a member whose role is higher than yours.");
    await endMembership(tx, access, membership.member_id);
  });
}

export async function leaveWorkspace(db: Db, access: WorkspaceAccess): Promise<void> {
  await db.transaction(async (tx) => {
    if (access.role === ROLE.ADMIN && (await countActiveAdmins(tx, access.workspace.id)) <= 1) throw badRequest(LAST_ADMIN_LEAVE);
    await endMembership(tx, access, access.userId);
  });
}
