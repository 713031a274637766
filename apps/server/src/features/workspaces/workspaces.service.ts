import {
  RESERVED_WORKSPACE_SLUGS,
  ROLE,
  type updateWorkspaceBody,
  type Workspace,
  type WorkspaceMemberMe,
} from "@hangar/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { WorkspaceAccess } from "../../lib/permissions";
import { recordWorkspaceEvent } from "./workspace-events";
import {
  countActiveMembers,
  deleteWorkspaceRow,
  findActiveMembershipWithUser,
  findWorkspaceBySlug,
  insertWorkspace,
  insertWorkspaceMember,
  listUserWorkspaces,
  toWorkspace,
  toWorkspaceMember,
  updateWorkspaceRow,
} from "./workspaces.repo";

const reserved = new Set<string>(RESERVED_WORKSPACE_SLUGS);
const SLUG_TAKEN = "slug: a workspace with this URL already exists";

/** true when the slug can be taken: well-formed, not reserved, not used. */
export async function isSlugAvailable(db: Db, slug: string): Promise<boolean> {
  if (!/^[a-z0-9_-]{1,48}$/.test(slug) || reserved.has(slug)) return false;
  return !(await findWorkspaceBySlug(db, slug));
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505");

export async function createWorkspace(
  db: Db,
  userId: string,
  body: { name: string; slug: string; organization_size: string },
): Promise<Workspace> {
  try {
    return await db.transaction(async (tx) => {
      if (await findWorkspaceBySlug(tx, body.slug)) throw conflict(SLUG_TAKEN);
      const workspace = await insertWorkspace(tx, { ...body, owner_id: userId });
      await insertWorkspaceMember(tx, { workspace_id: workspace.id, member_id: userId, role: ROLE.ADMIN, created_by: userId });
      await tx
        .update(userProfiles)
        .set({ last_workspace_id: workspace.id, updated_at: new Date() })
        .where(and(eq(userProfiles.user_id, userId), isNull(userProfiles.last_workspace_id)));
      return toWorkspace(workspace, { role: ROLE.ADMIN, total_members: 1 });
    });
  } catch (error) {
    // Two concurrent creations of one slug: the loser hits the unique index after the check passed.
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN);
    throw error;
  }
}

export const listWorkspacesOf = (db: Db, userId: string) => listUserWorkspaces(db, userId);

export async function getWorkspace(db: Db, access: WorkspaceAccess): Promise<Workspace> {
  return toWorkspace(access.workspace, { role: access.role, total_members: await countActiveMembers(db, access.workspace.id) });
}

export async function updateWorkspace(
  db: Db,
  access: WorkspaceAccess,
  body: z.infer<typeof updateWorkspaceBody>,
): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const row = await updateWorkspaceRow(tx, access.workspace.id, { ...body, updated_by: access.userId });
    const totalMembers = await countActiveMembers(tx, row.id);
    // `role` is the viewer's own, so the shared payload leaves it out.
    const before = toWorkspace(access.workspace, { total_members: totalMembers });
    const workspace = toWorkspace(row, { total_members: totalMembers });
    const changed = (Object.keys(workspace) as (keyof Workspace)[]).filter(
      (k) => k !== "updated_at" && k !== "updated_by" && before[k] !== workspace[k],
    );
    if (changed.length > 0)
      await recordWorkspaceEvent(tx, access.userId, row, { action: "updated", payload: { workspace, changed } });
    return { ...workspace, role: access.role };
  });
}

export async function deleteWorkspace(db: Db, access: WorkspaceAccess): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteWorkspaceRow(tx, access.workspace.id);
    await recordWorkspaceEvent(tx, access.userId, access.workspace, { action: "deleted", payload: { id: access.workspace.id } });
  });
}

export async function getMyMembership(db: Db, access: WorkspaceAccess): Promise<WorkspaceMemberMe> {
  const row = await findActiveMembershipWithUser(db, access.workspace.id, access.userId);
  if (!row) throw notFound("Member not found");
  return {
    ...toWorkspaceMember(row.membership, row.user),
    workspace: access.workspace.id,
    is_active: row.membership.is_active,
    updated_at: row.membership.updated_at.toISOString(),
  };
}
