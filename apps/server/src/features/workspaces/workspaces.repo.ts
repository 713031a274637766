import type { Workspace } from "@hangar/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { workspaceMembers, workspaces } from "../../db/schema";

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

export async function insertWorkspaceMember(db: Db, values: { workspace_id: string; member_id: string; role: number; created_by?: string }) {
  const [row] = await db
    .insert(workspaceMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [workspaceMembers.workspace_id, workspaceMembers.member_id],
      set: { role: values.role, is_active: true, updated_at: new Date() },
    })
    .returning();
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
