import {
  canBrowsePublicProjects,
  type createProjectBody,
  type listProjectsQuery,
  type Project,
  type ProjectFavorite,
  type ProjectIdentifierCheck,
  ROLE,
  type updateProjectBody,
} from "@hangar/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { addFavorite, deleteFavorites } from "../../lib/favorites";
import { isUuid, type WorkspaceAccess } from "../../lib/permissions";
import { seedDefaultStates } from "../states";
import { workspaceMembershipOf } from "../workspaces";
import type { InProject, VisibleProject } from "./project-access";
import { changedKeys, eventProject, recordProjectDeleted, recordProjectEvent, recordProjectMemberEvent } from "./project-events";
import {
  activeMemberIds,
  activeMemberIdsByProject,
  deleteProjectRow,
  findProjectByIdentifier,
  findProjectByName,
  findProjectsForUser,
  insertProject,
  listProjectsForUser,
  type ProjectRow,
  toProject,
  toProjectFavorite,
  updateProjectRow,
  upsertProjectMember,
} from "./projects.repo";

async function assertIdentifierFree(db: Db, workspaceId: string, identifier: string, exceptId?: string) {
  const taken = await findProjectByIdentifier(db, workspaceId, identifier);
  if (taken && taken.id !== exceptId) throw conflict("identifier: this project identifier is already taken in the workspace");
}

async function assertNameFree(db: Db, workspaceId: string, name: string, exceptId?: string) {
  const taken = await findProjectByName(db, workspaceId, name);
  if (taken && taken.id !== exceptId) throw conflict("name: a project with this name already exists in the workspace");
}

/**
 * The lead runs the project, so like its creator they get Admin — unless they are a workspace Guest, who can
 * never hold more than Guest in a project.
 */
async function ensureLeadIsMember(db: Db, project: ProjectRow, leadId: string, actorId: string) {
  const membership = await workspaceMembershipOf(db, project.workspace_id, leadId);
  if (!membership?.is_active) throw badRequest("project_lead: must be a member of the workspace");
  const current = (await activeMemberIds(db, project.id)).includes(leadId);
  if (current) return null;
  const role = membership.role >= ROLE.MEMBER ? ROLE.ADMIN : ROLE.GUEST;
  return upsertProjectMember(db, {
    workspace_id: project.workspace_id,
    project_id: project.id,
    member_id: leadId,
    role,
    created_by: actorId,
  });
}

export async function serializeProject(
  db: Db,
  project: ProjectRow,
  viewer: { role: number | null; favorite: boolean },
): Promise<Project> {
  return toProject(project, {
    is_member: viewer.role !== null,
    member_role: viewer.role,
    is_favorite: viewer.favorite,
    members: await activeMemberIds(db, project.id),
  });
}

export async function createProject(db: Db, access: WorkspaceAccess, body: z.infer<typeof createProjectBody>): Promise<Project> {
  const { workspace, userId } = access;
  return db.transaction(async (tx) => {
    await assertIdentifierFree(tx, workspace.id, body.identifier);
    await assertNameFree(tx, workspace.id, body.name);
    const lead = body.project_lead ?? null;
    if (lead) {
      const membership = await workspaceMembershipOf(tx, workspace.id, lead);
      if (!membership?.is_active) throw badRequest("project_lead: must be a member of the workspace");
    }
    const project = await insertProject(tx, {
      workspace_id: workspace.id,
      name: body.name,
      identifier: body.identifier,
      description: body.description ?? "",
      network: body.network ?? 1,
      project_lead_id: lead,
      logo_props: body.logo_props ?? {},
      cover_image: body.cover_image ?? null,
      created_by: userId,
      updated_by: userId,
    });
    await upsertProjectMember(tx, {
      workspace_id: workspace.id,
      project_id: project.id,
      member_id: userId,
      role: ROLE.ADMIN,
      created_by: userId,
    });
    if (lead && lead !== userId) await ensureLeadIsMember(tx, project, lead, userId);
    await seedDefaultStates(tx, project, userId);
    await recordProjectEvent(tx, userId, "created", await eventProject(tx, project));
    return serializeProject(tx, project, { role: ROLE.ADMIN, favorite: false });
  });
}

/** Two queries whatever the number of projects: the visible projects, then all their member ids. */
export async function listProjects(
  db: Db,
  access: WorkspaceAccess,
  query: z.infer<typeof listProjectsQuery>,
): Promise<Project[]> {
  const rows = await listProjectsForUser(db, {
    workspaceId: access.workspace.id,
    userId: access.userId,
    seePublic: canBrowsePublicProjects(access.role),
    archived: query.archived ?? false,
    onlyMember: query.member ?? false,
    network: query.network,
  });
  const members = await activeMemberIdsByProject(
    db,
    rows.map((r) => r.project.id),
  );
  return rows.map((r) =>
    toProject(r.project, {
      is_member: r.role !== null,
      member_role: r.role,
      is_favorite: r.favoriteId !== null,
      members: members.get(r.project.id) ?? [],
    }),
  );
}

export const projectForViewer = (db: Db, access: VisibleProject) =>
  serializeProject(db, access.project, { role: access.membership?.role ?? null, favorite: access.favoriteId !== null });

export async function updateProject(db: Db, access: VisibleProject, body: z.infer<typeof updateProjectBody>): Promise<Project> {
  const { project, userId } = access;
  return db.transaction(async (tx) => {
    const before = await eventProject(tx, project);
    if (body.identifier !== undefined) await assertIdentifierFree(tx, project.workspace_id, body.identifier, project.id);
    if (body.name !== undefined) await assertNameFree(tx, project.workspace_id, body.name, project.id);
    const leadJoined = body.project_lead ? await ensureLeadIsMember(tx, project, body.project_lead, userId) : null;
    if (leadJoined) await recordProjectMemberEvent(tx, userId, "created", leadJoined);
    if (body.default_assignee && !(await activeMemberIds(tx, project.id)).includes(body.default_assignee)) {
      throw badRequest("default_assignee: must be a member of the project");
    }
    const { project_lead, default_assignee, ...rest } = body;
    const updated = await updateProjectRow(tx, project.id, {
      ...rest,
      ...(project_lead !== undefined ? { project_lead_id: project_lead } : {}),
      ...(default_assignee !== undefined ? { default_assignee_id: default_assignee } : {}),
      updated_by: userId,
    });
    const after = await eventProject(tx, updated);
    const changed = changedKeys(before, after);
    if (changed.length > 0) await recordProjectEvent(tx, userId, "updated", after, changed);
    return projectForViewer(tx, { ...access, project: updated });
  });
}

export async function deleteProject(db: Db, access: InProject): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteFavorites(tx, "project", access.project.id, { workspaceId: access.workspace.id });
    await deleteProjectRow(tx, access.project.id);
    await recordProjectDeleted(tx, access.userId, access.project);
  });
}

/** Archiving also drops the project from everyone's favorites, so the sidebar stops listing it. */
export async function archiveProject(db: Db, access: InProject): Promise<{ archived_at: string }> {
  return db.transaction(async (tx) => {
    const archivedAt = access.project.archived_at ?? new Date();
    if (!access.project.archived_at) {
      const updated = await updateProjectRow(tx, access.project.id, { archived_at: archivedAt, updated_by: access.userId });
      await deleteFavorites(tx, "project", access.project.id, { workspaceId: access.workspace.id });
      await recordProjectEvent(tx, access.userId, "archived", await eventProject(tx, updated), ["archived_at"]);
    }
    return { archived_at: archivedAt.toISOString() };
  });
}

export async function restoreProject(db: Db, access: InProject): Promise<void> {
  if (!access.project.archived_at) return;
  await db.transaction(async (tx) => {
    const updated = await updateProjectRow(tx, access.project.id, { archived_at: null, updated_by: access.userId });
    await recordProjectEvent(tx, access.userId, "restored", await eventProject(tx, updated), ["archived_at"]);
  });
}

export async function checkIdentifier(db: Db, access: WorkspaceAccess, identifier: string): Promise<ProjectIdentifierCheck> {
  const taken = await findProjectByIdentifier(db, access.workspace.id, identifier);
  return { exists: taken !== undefined, identifier };
}

/**
 * Self-service joining of public projects. The joiner gets their workspace role (spec §6: "the user's
 * workspace role, or Member by default"). Workspace Guests may not join on their own — a project Admin adds
 * them — matching their not seeing public projects they are not in. Existing memberships are left as they are.
 */
export async function joinProjects(db: Db, access: WorkspaceAccess, projectIds: string[]): Promise<Project[]> {
  const ids = [...new Set(projectIds)];
  return db.transaction(async (tx) => {
    const rows = await findProjectsForUser(tx, access.workspace.id, ids, access.userId);
    const byId = new Map(rows.map((r) => [r.project.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || (!row.membership && row.project.network !== 1)) throw notFound("Project not found");
      if (!row.membership && !canBrowsePublicProjects(access.role))
        throw forbidden("Guests can only be added to a project by its admins");
    }
    const role = access.role === ROLE.ADMIN ? ROLE.ADMIN : ROLE.MEMBER;
    const joined: { row: (typeof rows)[number]; role: number }[] = [];
    for (const id of ids) {
      const row = byId.get(id) as (typeof rows)[number];
      if (row.membership) {
        joined.push({ row, role: row.membership.role });
        continue;
      }
      const membership = await upsertProjectMember(tx, {
        workspace_id: access.workspace.id,
        project_id: id,
        member_id: access.userId,
        role,
        created_by: access.userId,
      });
      await recordProjectMemberEvent(tx, access.userId, "created", membership);
      joined.push({ row, role });
    }
    const members = await activeMemberIdsByProject(tx, ids);
    return joined.map(({ row, role: memberRole }) =>
      toProject(row.project, {
        is_member: true,
        member_role: memberRole,
        is_favorite: row.favoriteId !== null,
        members: members.get(row.project.id) ?? [],
      }),
    );
  });
}

/** Favoriting is idempotent so a retried optimistic toggle does not fail: an existing favorite answers 200. */
export async function favoriteProject(db: Db, access: InProject): Promise<{ created: boolean; favorite: ProjectFavorite }> {
  if (access.project.archived_at) throw badRequest("project: an archived project cannot be added to favorites");
  const { created, row } = await addFavorite(db, {
    workspace_id: access.workspace.id,
    user_id: access.userId,
    project_id: access.project.id,
    entity_type: "project",
    entity_identifier: access.project.id,
  });
  return { created, favorite: toProjectFavorite(row, access.project) };
}

export async function unfavoriteProject(db: Db, access: WorkspaceAccess, projectId: string): Promise<void> {
  if (!isUuid(projectId)) throw notFound("Favorite not found");
  const removed = await deleteFavorites(db, "project", projectId, { workspaceId: access.workspace.id, userId: access.userId });
  if (removed === 0) throw notFound("Favorite not found");
}
