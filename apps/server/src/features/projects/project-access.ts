import { canBrowsePublicProjects } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import { isUuid, type WorkspaceAccess } from "../../lib/permissions";
import { findProjectForUser, type ProjectMemberRow, type ProjectRow } from "./projects.repo";

export type VisibleProject = WorkspaceAccess & {
  project: ProjectRow;
  membership: ProjectMemberRow | null;
  favoriteId: string | null;
};

/** What a project's services need: the caller in the workspace and the project (a ProjectAccess is one). */
export type InProject = WorkspaceAccess & { project: ProjectRow };

/**
 * A project of the caller's workspace with their membership and favorite, whatever their role: the route's
 * access policy has already decided who may call. 404 when the workspace has no such project.
 */
export async function loadProject(db: Db, access: WorkspaceAccess, projectId: string): Promise<VisibleProject> {
  if (!isUuid(projectId)) throw notFound("Project not found");
  const row = await findProjectForUser(db, access.workspace.id, projectId, access.userId);
  if (!row) throw notFound("Project not found");
  const { workspace, role, userId } = access;
  return { workspace, role, userId, project: row.project, membership: row.membership, favoriteId: row.favoriteId };
}

const browsable = (a: VisibleProject) => a.project.network === 1 && canBrowsePublicProjects(a.role);

/** A project the caller belongs to, or a public one they may browse; anything else is 404. */
export async function visibleProject(db: Db, access: WorkspaceAccess, projectId: string): Promise<VisibleProject> {
  const project = await loadProject(db, access, projectId);
  if (!project.membership && !browsable(project)) throw notFound("Project not found");
  return project;
}

/**
 * A project named in a body rather than the path, which the caller must belong to: a public project they
 * could join answers 403, anything else they cannot see 404 (as the project access policy answers).
 */
export async function memberProject(db: Db, access: WorkspaceAccess, projectId: string) {
  const project = await visibleProject(db, access, projectId);
  if (!project.membership) throw forbidden("You are not a member of this project");
  return { ...project, membership: project.membership };
}
