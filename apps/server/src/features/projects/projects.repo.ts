import { PROJECT_FEATURE_KEYS, type Project } from "@hangar/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMembers, projects } from "../../db/schema";

export type ProjectRow = typeof projects.$inferSelect;

export function toProject(
  row: ProjectRow,
  extra: { is_member: boolean; member_role: number | null; is_favorite: boolean; members: string[] },
): Project {
  const features = Object.fromEntries(PROJECT_FEATURE_KEYS.map((k) => [k, row[k]])) as Record<(typeof PROJECT_FEATURE_KEYS)[number], boolean>;
  return {
    id: row.id,
    workspace: row.workspace_id,
    name: row.name,
    identifier: row.identifier,
    description: row.description,
    network: row.network,
    project_lead: row.project_lead_id,
    default_assignee: row.default_assignee_id,
    logo_props: row.logo_props,
    cover_image: row.cover_image,
    archived_at: row.archived_at?.toISOString() ?? null,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by ?? "",
    updated_by: row.updated_by ?? "",
    ...features,
    ...extra,
    total_members: extra.members.length,
  };
}

export async function findProjectByIdentifier(db: Db, workspaceId: string, identifier: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspace_id, workspaceId), eq(projects.identifier, identifier)))
    .limit(1);
  return row;
}

export async function findProjectByName(db: Db, workspaceId: string, name: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspace_id, workspaceId), sql`lower(${projects.name}) = ${name.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function insertProject(db: Db, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row;
}

export async function upsertProjectMember(
  db: Db,
  values: { workspace_id: string; project_id: string; member_id: string; role: number; created_by?: string },
) {
  const [row] = await db
    .insert(projectMembers)
    .values({ ...values, updated_by: values.created_by })
    .onConflictDoUpdate({
      target: [projectMembers.project_id, projectMembers.member_id],
      set: { role: values.role, is_active: true, updated_at: new Date() },
    })
    .returning();
  return row;
}

export async function activeMemberIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ id: projectMembers.member_id })
    .from(projectMembers)
    .where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.is_active, true)));
  return rows.map((r) => r.id);
}
