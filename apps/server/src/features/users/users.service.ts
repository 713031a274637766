import {
  ONBOARDING_STEPS,
  type ProjectRoles,
  type User,
  type UserProfile,
  type UserSettings,
  type updateProfileBody,
  type updateUserBody,
} from "@hangar/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import type { WorkspaceAccess } from "../../lib/permissions";
import type { SessionUser } from "../../lib/types";
import { countPendingInvitationsFor, lockAdminWorkspacesOf } from "../workspaces";
import { findUserById, toUser, updateEmailVerified } from "./accounts";
import {
  deactivateUserRows,
  findActiveWorkspaceOf,
  findOrCreateProfile,
  latestJoinedWorkspace,
  projectRolesIn,
  soleAdminWorkspacesWithOthers,
  toProfile,
  updateProfileRow,
  updateUserRow,
} from "./users.repo";

export async function getMe(db: Db, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound("User not found");
  return toUser(row);
}

/** Whether the user proved they own their address (a mailed code, link or invitation token). */
export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  return (await findUserById(db, userId))?.is_email_verified === true;
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await updateEmailVerified(db, userId);
}

export async function updateMe(db: Db, userId: string, body: z.infer<typeof updateUserBody>): Promise<User> {
  return toUser(await updateUserRow(db, userId, body));
}

/** Sets an avatar the server itself stored (the attachments feature's upload flow). */
export async function setAvatar(db: Db, userId: string, avatar: string): Promise<User> {
  return toUser(await updateUserRow(db, userId, { avatar }));
}

/** Refused while the user is the only admin of a workspace others still use: it would be left without one. */
export async function deactivateMe(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAdminWorkspacesOf(tx, userId);
    const blocking = await soleAdminWorkspacesWithOthers(tx, userId);
    if (blocking.length > 0) {
      const names = blocking.map((w) => `${w.name} (${w.slug})`).join(", ");
      throw badRequest(
        `You cannot deactivate your account as you are the only admin of: ${names}. Make another member an admin or delete the workspace first.`,
      );
    }
    await deactivateUserRows(tx, userId);
  });
}

export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  return toProfile(await findOrCreateProfile(db, userId));
}

export async function updateProfile(db: Db, userId: string, body: z.infer<typeof updateProfileBody>): Promise<UserProfile> {
  if (body.last_workspace_id && !(await findActiveWorkspaceOf(db, userId, body.last_workspace_id))) {
    throw badRequest("last_workspace_id: you are not a member of this workspace");
  }
  const steps = body.onboarding_step
    ? Object.fromEntries(Object.entries(body.onboarding_step).filter((e): e is [string, boolean] => typeof e[1] === "boolean"))
    : undefined;
  return toProfile(await updateProfileRow(db, userId, { ...body, onboarding_step: steps }));
}

export async function setOnboarded(db: Db, userId: string, isOnboarded: boolean): Promise<UserProfile> {
  const steps = isOnboarded ? Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, true])) : undefined;
  return toProfile(await updateProfileRow(db, userId, { is_onboarded: isOnboarded, onboarding_step: steps }));
}

export async function setTourCompleted(db: Db, userId: string, done: boolean): Promise<UserProfile> {
  return toProfile(await updateProfileRow(db, userId, { is_tour_completed: done }));
}

/** The last workspace only counts while the user is still in it; otherwise the client lands on the fallback. */
export async function getSettings(db: Db, user: SessionUser): Promise<UserSettings> {
  const profile = await findOrCreateProfile(db, user.id);
  const last = profile.last_workspace_id ? await findActiveWorkspaceOf(db, user.id, profile.last_workspace_id) : undefined;
  const fallback = last ?? (await latestJoinedWorkspace(db, user.id));
  return {
    id: user.id,
    email: user.email,
    workspace: {
      last_workspace_id: last?.id ?? null,
      last_workspace_slug: last?.slug ?? null,
      fallback_workspace_id: fallback?.id ?? null,
      fallback_workspace_slug: fallback?.slug ?? null,
      invites: await countPendingInvitationsFor(db, user.email),
    },
  };
}

export const getProjectRoles = (db: Db, access: WorkspaceAccess): Promise<ProjectRoles> =>
  projectRolesIn(db, access.workspace.id, access.userId);
