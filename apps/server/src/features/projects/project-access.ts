import { ROLE } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import { isUuid, type WorkspaceAccess, workspaceAccess } from "../../lib/permissions";
import { findProjectForUser, type ProjectMemberRow, type ProjectRow } from "./projects.repo";

/**
 * Workspace Guests are outside collaborators: they see and enter only projects they were added to, so public
 * projects are browsable and joinable from the Member role up.
 */
export const canBrowsePublicProjects = (workspaceRole: number) => workspaceRole >= ROLE.MEMBER;

export type VisibleProject = WorkspaceAccess & {
  project: ProjectRow;
  membership: ProjectMemberRow | null;
  favoriteId: string | null;
};

/** A project the caller belongs to, or a public one they may browse; anything else is 404. */
export async function visibleProject(db: Db, slug: string, projectId: string, userId: string): Promise<VisibleProject> {
  const ws = await workspaceAccess(db, slug, userId);
  if (!isUuid(projectId)) throw notFound("Project not found");
  const row = await findProjectForUser(db, ws.workspace.id, projectId, userId);
  if (!row) throw notFound("Project not found");
  if (!row.membership && !(row.project.network === 1 && canBrowsePublicProjects(ws.role))) throw notFound("Project not found");
  return { ...ws, project: row.project, membership: row.membership, favoriteId: row.favoriteId };
}

/**
 * Member management and deletion: a project Admin, or a workspace Admin even when not in the project (they
 * answer for every project of the workspace, private ones included).
 */
export async function projectAdminOrWorkspaceAdmin(db: Db, slug: string, projectId: string, userId: string): Promise<VisibleProject> {
  const ws = await workspaceAccess(db, slug, userId);
  if (!isUuid(projectId)) throw notFound("Project not found");
  const row = await findProjectForUser(db, ws.workspace.id, projectId, userId);
  if (!row) throw notFound("Project not found");
  const access = { ...ws, project: row.project, membership: row.membership, favoriteId: row.favoriteId };
  if (ws.role >= ROLE.ADMIN || row.membership?.role === ROLE.ADMIN) return access;
  if (!row.membership && !(row.project.network === 1 && canBrowsePublicProjects(ws.role))) throw notFound("Project not found");
  throw forbidden();
}

/** Reading a project's members: any project member, or a workspace Admin. */
export async function projectMemberOrWorkspaceAdmin(db: Db, slug: string, projectId: string, userId: string): Promise<VisibleProject> {
  const ws = await workspaceAccess(db, slug, userId);
  if (!isUuid(projectId)) throw notFound("Project not found");
  const row = await findProjectForUser(db, ws.workspace.id, projectId, userId);
  if (!row) throw notFound("Project not found");
  const access = { ...ws, project: row.project, membership: row.membership, favoriteId: row.favoriteId };
  if (ws.role >= ROLE.ADMIN || row.membership) return access;
  if (row.project.network === 1 && canBrowsePublicProjects(ws.role)) throw forbidden("You are not a member of this project");
  throw notFound("Project not found");
}
