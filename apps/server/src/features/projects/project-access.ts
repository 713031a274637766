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

async function load(db: Db, slug: string, projectId: string, userId: string): Promise<VisibleProject> {
  const ws = await workspaceAccess(db, slug, userId);
  if (!isUuid(projectId)) throw notFound("Project not found");
  const row = await findProjectForUser(db, ws.workspace.id, projectId, userId);
  if (!row) throw notFound("Project not found");
  return { ...ws, project: row.project, membership: row.membership, favoriteId: row.favoriteId };
}

const browsable = (a: VisibleProject) => a.project.network === 1 && canBrowsePublicProjects(a.role);

/** A project the caller belongs to, or a public one they may browse; anything else is 404. */
export async function visibleProject(db: Db, slug: string, projectId: string, userId: string): Promise<VisibleProject> {
  const access = await load(db, slug, projectId, userId);
  if (!access.membership && !browsable(access)) throw notFound("Project not found");
  return access;
}

/** Project membership with at least `minRole`; a public project the caller could join answers 403, not 404. */
export async function projectMember(db: Db, slug: string, projectId: string, userId: string, minRole: number = ROLE.GUEST) {
  const access = await visibleProject(db, slug, projectId, userId);
  if (!access.membership) throw forbidden("You are not a member of this project");
  if (access.membership.role < minRole) throw forbidden();
  return { ...access, membership: access.membership };
}

/**
 * Managing members and deleting: a project Admin, or a workspace Admin even when not in the project (they
 * answer for every project of the workspace, private ones included). `minProjectRole` lowers the bar for
 * reading the member list.
 */
export async function projectAdminOrWorkspaceAdmin(
  db: Db,
  slug: string,
  projectId: string,
  userId: string,
  minProjectRole: number = ROLE.ADMIN,
): Promise<VisibleProject> {
  const access = await load(db, slug, projectId, userId);
  if (access.role >= ROLE.ADMIN) return access;
  if (!access.membership && !browsable(access)) throw notFound("Project not found");
  if (!access.membership) throw forbidden("You are not a member of this project");
  if (access.membership.role < minProjectRole) throw forbidden();
  return access;
}
