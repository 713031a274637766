import { ROLE } from "@hangar/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { projectMembers, projects, workspaceMembers, workspaces } from "../db/schema";
import { AccessCache } from "./access-cache";
import { forbidden, notFound } from "./errors";
import { activeProjectMembershipsOf, activeWorkspaceMemberOf } from "./memberships";
import { preparedStatement } from "./prepared";

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type WorkspaceAccess = { workspace: WorkspaceRow; role: number; userId: string };
export type ProjectAccess = WorkspaceAccess & { project: ProjectRow; projectRole: number };

/** The caller's active membership of the workspace; the caller is the statements' `userId`. */
const activeMembership = activeWorkspaceMemberOf(workspaces.id, sql.placeholder("userId"));

const workspaceAccessStatement = preparedStatement((db) =>
  db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaces)
    .innerJoin(workspaceMembers, activeMembership)
    .where(eq(workspaces.slug, sql.placeholder("slug")))
    .limit(1)
    .prepare("workspace_access"),
);

type WorkspaceAccessRow = { workspace: WorkspaceRow; role: number };
type ProjectAccessRow = WorkspaceAccessRow & { project: ProjectRow | null; projectRole: number | null; active: boolean | null };

// Memberships as read by the statements below, per caller (lib/access-cache.ts says how changes reach
// them). Only found memberships are kept: a refusal always reads again.
const workspaceAccessCache = AccessCache.perDb<{ userId: string; row: WorkspaceAccessRow }>((v) => ({
  userId: v.userId,
  workspaceId: v.row.workspace.id,
}));
const projectAccessCache = AccessCache.perDb<{ userId: string; row: ProjectAccessRow & { project: ProjectRow } }>((v) => ({
  userId: v.userId,
  workspaceId: v.row.workspace.id,
  projectId: v.row.project.id,
}));

async function readWorkspaceAccess(db: Db, slug: string, userId: string): Promise<WorkspaceAccessRow | undefined> {
  const load = async () => {
    const [row] = await workspaceAccessStatement(db).execute({ slug, userId });
    return row ? { userId, row } : null;
  };
  const cache = workspaceAccessCache(db);
  return (await (cache ? cache.get(`${userId} ${slug}`, load) : load()))?.row;
}

async function readProjectAccess(db: Db, slug: string, projectId: string, userId: string): Promise<ProjectAccessRow | undefined> {
  const read = async () =>
    (await projectAccessStatement(db).execute({ slug, projectId, userId }))[0] as ProjectAccessRow | undefined;
  const refused: { done: boolean; row?: ProjectAccessRow } = { done: false };
  const load = async () => {
    const row = await read();
    if (row?.project && row.projectRole !== null && row.active) return { userId, row: { ...row, project: row.project } };
    Object.assign(refused, { done: true, row });
    return null;
  };
  const cache = projectAccessCache(db);
  const member = await (cache ? cache.get(`${userId} ${slug} ${projectId}`, load) : load());
  if (member) return member.row;
  // A load shared with another request says only that this is no membership: read what it is.
  return refused.done ? refused.row : read();
}

/** A workspace the caller is not an active member of does not exist for them: 404, never 403. */
export async function workspaceAccess(
  db: Db,
  slug: string,
  userId: string,
  minRole: number = ROLE.GUEST,
): Promise<WorkspaceAccess> {
  const row = await readWorkspaceAccess(db, slug, userId);
  if (!row) throw notFound("Workspace not found");
  if (row.role < minRole) throw forbidden();
  return { workspace: row.workspace, role: row.role, userId };
}

// One round trip for workspace, project and both memberships: every project call starts here.
const projectAccessStatement = preparedStatement((db) =>
  db
    .select({
      workspace: workspaces,
      role: workspaceMembers.role,
      project: projects,
      projectRole: projectMembers.role,
      active: projectMembers.is_active,
    })
    .from(workspaces)
    .innerJoin(workspaceMembers, activeMembership)
    .leftJoin(projects, and(eq(projects.id, sql.placeholder("projectId")), eq(projects.workspace_id, workspaces.id)))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.project_id, projects.id), eq(projectMembers.member_id, sql.placeholder("userId"))),
    )
    .where(eq(workspaces.slug, sql.placeholder("slug")))
    .limit(1)
    .prepare("project_access"),
);

/**
 * Project-scoped calls need project membership. Workspace Members/Admins who are not in the project get 403
 * for a public project (they could join it) and 404 for a private one (they must not learn it exists).
 */
export async function projectAccess(
  db: Db,
  slug: string,
  projectId: string,
  userId: string,
  minRole: number = ROLE.GUEST,
): Promise<ProjectAccess> {
  if (!isUuid(projectId)) {
    await workspaceAccess(db, slug, userId);
    throw notFound("Project not found");
  }
  const row = await readProjectAccess(db, slug, projectId, userId);
  if (!row) throw notFound("Workspace not found");
  const ws: WorkspaceAccess = { workspace: row.workspace, role: row.role, userId };
  if (!row.project) throw notFound("Project not found");
  if (row.projectRole === null || !row.active) {
    // Workspace Guests only see projects they were added to, so for them every other project is absent.
    if (row.project.network === 0 || ws.role < ROLE.MEMBER) throw notFound("Project not found");
    throw forbidden("You are not a member of this project");
  }
  if (row.projectRole < minRole) throw forbidden();
  return { ...ws, project: row.project, projectRole: row.projectRole };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

/** Sub-query of the unarchived projects of a workspace that the user is an active member of. */
export function memberProjectIdsQuery(db: Db, workspaceId: string, userId: string) {
  return db
    .select({ id: projectMembers.project_id })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.project_id))
    .where(and(activeProjectMembershipsOf(workspaceId, userId), isNull(projects.archived_at)));
}
