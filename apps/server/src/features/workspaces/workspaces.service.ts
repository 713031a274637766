import { RESERVED_WORKSPACE_SLUGS, ROLE, type Workspace } from "@hangar/contracts";
import { eq, isNull, and } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { findWorkspaceBySlug, insertWorkspace, insertWorkspaceMember, toWorkspace } from "./workspaces.repo";

const reserved = new Set<string>(RESERVED_WORKSPACE_SLUGS);

/** true when the slug can be taken: well-formed, not reserved, not used. */
export async function isSlugAvailable(db: Db, slug: string): Promise<boolean> {
  if (!/^[a-z0-9_-]{1,48}$/.test(slug) || reserved.has(slug)) return false;
  return !(await findWorkspaceBySlug(db, slug));
}

export async function createWorkspace(
  db: Db,
  userId: string,
  body: { name: string; slug: string; organization_size: string },
): Promise<Workspace> {
  return db.transaction(async (tx) => {
    if (await findWorkspaceBySlug(tx, body.slug)) throw conflict("slug: a workspace with this URL already exists");
    const workspace = await insertWorkspace(tx, { ...body, owner_id: userId });
    await insertWorkspaceMember(tx, { workspace_id: workspace.id, member_id: userId, role: ROLE.ADMIN, created_by: userId });
    await tx
      .update(userProfiles)
      .set({ last_workspace_id: workspace.id, updated_at: new Date() })
      .where(and(eq(userProfiles.user_id, userId), isNull(userProfiles.last_workspace_id)));
    return toWorkspace(workspace, { role: ROLE.ADMIN, total_members: 1 });
  });
}
