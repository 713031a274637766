import { type addProjectMembersBody, type ProjectMember, ROLE } from "@hangar/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { deleteProjectFavoritesOf } from "../../lib/favorites";
import { isUuid } from "../../lib/permissions";
import { workspaceMembershipOf } from "../workspaces";
import type { InProject } from "./project-access";
import { recordProjectMemberEvent } from "./project-events";
import {
  countActiveAdmins,
  deactivateMembership,
  findActiveMembership,
  findActiveMembershipOfUser,
  findMembershipsOfUsers,
  findWorkspaceMembersWithUsers,
  listActiveMembers,
  lockProject,
  setMembershipRole,
  toProjectMember,
} from "./project-members.repo";
import { type ProjectMemberRow, upsertProjectMember } from "./projects.repo";

const LAST_ADMIN = "the project must keep at least one admin";

/** Spec §6: member lists exclude the current user. */
export async function listMembers(db: Db, access: InProject): Promise<ProjectMember[]> {
  const rows = await listActiveMembers(db, access.project.id, access.userId);
  return rows.map((r) => toProjectMember(r.membership, r.user));
}

async function loadMember(db: Db, access: InProject, membershipId: string) {
  const row = isUuid(membershipId) ? await findActiveMembership(db, access.project.id, membershipId) : undefined;
  if (!row) throw notFound("Member not found");
  return row;
}

export async function getMember(db: Db, access: InProject, membershipId: string): Promise<ProjectMember> {
  const row = await loadMember(db, access, membershipId);
  return toProjectMember(row.membership, row.user);
}

export async function myMembership(db: Db, access: InProject): Promise<ProjectMember> {
  const row = await findActiveMembershipOfUser(db, access.project.id, access.userId);
  if (!row) throw notFound("Member not found");
  return toProjectMember(row.membership, row.user);
}

/** All-or-nothing: one bad entry rejects the whole request, naming the member. */
export async function addMembers(
  db: Db,
  access: InProject,
  body: z.infer<typeof addProjectMembersBody>,
): Promise<ProjectMember[]> {
  const ids = body.members.map((m) => m.member_id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw badRequest(`members: ${duplicate} is listed more than once`);
  return db.transaction(async (tx) => {
    await lockProject(tx, access.project.id);
    const wsMembers = new Map((await findWorkspaceMembersWithUsers(tx, access.workspace.id, ids)).map((r) => [r.user.id, r]));
    const current = new Map((await findMembershipsOfUsers(tx, access.project.id, ids)).map((r) => [r.member_id, r]));
    const valid = body.members.map(({ member_id, role }) => {
      const ws = wsMembers.get(member_id);
      if (!ws?.isActive || !ws.user.is_active) throw badRequest(`members: ${member_id} is not a member of the workspace`);
      if (role > ws.role) throw badRequest(`members: the project role of ${member_id} cannot exceed their workspace role`);
      if (current.get(member_id)?.is_active) throw badRequest(`members: ${member_id} is already a member of the project`);
      return { member_id, role, user: ws.user };
    });
    const added: ProjectMember[] = [];
    for (const { member_id, role, user } of valid) {
      const row = await upsertProjectMember(tx, {
        workspace_id: access.workspace.id,
        project_id: access.project.id,
        member_id,
        role,
        created_by: access.userId,
      });
      await recordProjectMemberEvent(tx, access.userId, "created", row);
      added.push(toProjectMember(row, user));
    }
    return added;
  });
}

export async function updateMemberRole(db: Db, access: InProject, membershipId: string, role: number): Promise<ProjectMember> {
  return db.transaction(async (tx) => {
    await lockProject(tx, access.project.id);
    const { membership, user } = await loadMember(tx, access, membershipId);
    if (membership.member_id === access.userId) throw badRequest("role: you cannot change your own role");
    const ws = await workspaceMembershipOf(tx, access.workspace.id, membership.member_id);
    if (!ws?.is_active) throw badRequest("role: this member is no longer in the workspace");
    if (role > ws.role) throw badRequest("role: a project role cannot exceed the member's workspace role");
    if (membership.role === ROLE.ADMIN && role < ROLE.ADMIN && (await countActiveAdmins(tx, access.project.id)) <= 1) {
      throw badRequest(`role: ${LAST_ADMIN}`);
    }
    const updated = await setMembershipRole(tx, membership.id, role, access.userId);
    await recordProjectMemberEvent(tx, access.userId, "updated", updated);
    return toProjectMember(updated, user);
  });
}

async function endMembership(db: Db, access: InProject, membership: ProjectMemberRow) {
  if (membership.role === ROLE.ADMIN && (await countActiveAdmins(db, access.project.id)) <= 1) {
    throw badRequest(`member: ${LAST_ADMIN}; make another member admin first`);
  }
  await deactivateMembership(db, membership.id, access.userId);
  await deleteProjectFavoritesOf(db, access.project.id, membership.member_id, access.userId);
  await recordProjectMemberEvent(db, access.userId, "deleted", membership);
}

export async function removeMember(db: Db, access: InProject, membershipId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProject(tx, access.project.id);
    const { membership } = await loadMember(tx, access, membershipId);
    if (membership.member_id === access.userId) throw badRequest("member: you cannot remove yourself; leave the project instead");
    await endMembership(tx, access, membership);
  });
}

export async function leaveProject(db: Db, access: InProject): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProject(tx, access.project.id);
    const row = await findActiveMembershipOfUser(tx, access.project.id, access.userId);
    if (!row) throw notFound("Member not found");
    await endMembership(tx, access, row.membership);
  });
}
