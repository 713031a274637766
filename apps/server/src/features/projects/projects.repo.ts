import { PROJECT_FEATURE_KEYS, type Project, type ProjectFavorite } from "@hangar/contracts";
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMembers, projects, userFavorites } from "../../db/schema";
import { accessChanged } from "../../lib/access-cache";
import { type FavoriteRow, favoriteOf, toFavorite } from "../../lib/favorites";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;

export type ProjectExtra = { is_member: boolean; member_role: number | null; is_favorite: boolean; members: string[] };

export function toProject(row: ProjectRow, extra: ProjectExtra): Project {
  const features = Object.fromEntries(PROJECT_FEATURE_KEYS.map((k) => [k, row[k]])) as Record<
    (typeof PROJECT_FEATURE_KEYS)[number],
    boolean
  >;
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

export function toProjectFavorite(row: FavoriteRow, project: ProjectRow): ProjectFavorite {
  const data = { name: project.name, identifier: project.identifier, logo_props: project.logo_props };
  return toFavorite(row, "project", { id: project.id, project_id: project.id }, data);
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

/** Projects with the caller's active membership (null when not a member) and whether they favorited each. */
export async function findProjectsForUser(db: Db, workspaceId: string, projectIds: string[], userId: string) {
  if (projectIds.length === 0) return [];
  return db
    .select({ project: projects, membership: projectMembers, favoriteId: userFavorites.id })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.project_id, projects.id), eq(projectMembers.member_id, userId), eq(projectMembers.is_active, true)),
    )
    .leftJoin(userFavorites, favoriteJoin(userId))
    .where(and(inArray(projects.id, projectIds), eq(projects.workspace_id, workspaceId)));
}

export async function findProjectForUser(db: Db, workspaceId: string, projectId: string, userId: string) {
  const [row] = await findProjectsForUser(db, workspaceId, [projectId], userId);
  return row;
}

const favoriteJoin = (userId: string) => favoriteOf(userId, "project", projects.id);

export async function listProjectsForUser(
  db: Db,
  opts: { workspaceId: string; userId: string; seePublic: boolean; archived: boolean; onlyMember: boolean; network?: number },
) {
  const isMember = isNotNull(projectMembers.id);
  const filters: (SQL | undefined)[] = [
    eq(projects.workspace_id, opts.workspaceId),
    opts.seePublic && !opts.onlyMember ? or(isMember, eq(projects.network, 1)) : isMember,
    opts.archived ? isNotNull(projects.archived_at) : isNull(projects.archived_at),
    opts.network === undefined ? undefined : eq(projects.network, opts.network),
  ];
  return db
    .select({ project: projects, role: projectMembers.role, favoriteId: userFavorites.id })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.project_id, projects.id),
        eq(projectMembers.member_id, opts.userId),
        eq(projectMembers.is_active, true),
      ),
    )
    .leftJoin(userFavorites, favoriteJoin(opts.userId))
    .where(and(...filters))
    .orderBy(asc(projects.sort_order), asc(sql`lower(${projects.name})`), asc(projects.id));
}

/** Active member ids of many projects in one query, keyed by project id. */
export async function activeMemberIdsByProject(db: Db, projectIds: string[]): Promise<Map<string, string[]>> {
  const byProject = new Map<string, string[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({ projectId: projectMembers.project_id, memberId: projectMembers.member_id })
    .from(projectMembers)
    .where(and(inArray(projectMembers.project_id, projectIds), eq(projectMembers.is_active, true)))
    .orderBy(asc(projectMembers.created_at));
  for (const r of rows) byProject.get(r.projectId)?.push(r.memberId);
  return byProject;
}

export async function activeMemberIds(db: Db, projectId: string): Promise<string[]> {
  return (await activeMemberIdsByProject(db, [projectId])).get(projectId) ?? [];
}

export async function insertProject(db: Db, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row;
}

export async function updateProjectRow(
  db: Db,
  projectId: string,
  values: Partial<typeof projects.$inferInsert>,
): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updated_at: new Date() })
    .where(eq(projects.id, projectId))
    .returning();
  await accessChanged(db, { projectId });
  return row;
}

export async function deleteProjectRow(db: Db, projectId: string) {
  await db.delete(projects).where(eq(projects.id, projectId));
  await accessChanged(db, { projectId });
}

export async function upsertProjectMember(
  db: Db,
  values: { workspace_id: string; project_id: string; member_id: string; role: number; created_by?: string },
): Promise<ProjectMemberRow> {
  const [row] = await db
    .insert(projectMembers)
    .values({ ...values, updated_by: values.created_by })
    .onConflictDoUpdate({
      target: [projectMembers.project_id, projectMembers.member_id],
      set: { role: values.role, is_active: true, updated_at: new Date(), updated_by: values.created_by },
    })
    .returning();
  await accessChanged(db, { projectId: values.project_id, userId: values.member_id });
  return row;
}
