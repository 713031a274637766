import {
  createProjectBody,
  favoriteProjectBody,
  joinProjectsBody,
  listProjectsQuery,
  projectIdentifierQuery,
  ROLE,
  updateProjectBody,
} from "@hangar/contracts";
import { z } from "zod";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { projectAdminOrWorkspaceAdmin, projectMember, visibleProject } from "./project-access";
import {
  archiveProject,
  checkIdentifier,
  createProject,
  deleteProject,
  favoriteProject,
  joinProjects,
  listProjects,
  projectForViewer,
  restoreProject,
  unfavoriteProject,
  updateProject,
} from "./projects.service";

const slugParams = z.object({ slug: z.string() });
const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const base = "/api/workspaces/:slug";

export async function projectRoutes(app: App) {
  app.post(
    `${base}/projects/`,
    { config: { access: { workspace: ROLE.MEMBER } }, schema: { params: slugParams, body: createProjectBody } },
    async (request, reply) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.MEMBER);
      return reply.status(201).send(await createProject(app.db, access, request.body));
    },
  );

  app.get(
    `${base}/projects/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: slugParams, querystring: listProjectsQuery } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return listProjects(app.db, access, request.query);
    },
  );

  app.get(
    `${base}/project-identifiers/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: slugParams, querystring: projectIdentifierQuery } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return checkIdentifier(app.db, access, request.query.name);
    },
  );

  app.post(
    `${base}/projects/join/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: slugParams, body: joinProjectsBody } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return joinProjects(app.db, access, request.body.project_ids);
    },
  );

  app.get(
    `${base}/projects/:projectId/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request) => {
      const { slug, projectId } = request.params;
      return projectForViewer(app.db, await visibleProject(app.db, slug, projectId, requireUser(request).id));
    },
  );

  app.patch(
    `${base}/projects/:projectId/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: projectParams, body: updateProjectBody } },
    async (request) => {
      const { slug, projectId } = request.params;
      const access = await projectMember(app.db, slug, projectId, requireUser(request).id, ROLE.ADMIN);
      return updateProject(app.db, access, request.body);
    },
  );

  app.delete(
    `${base}/projects/:projectId/`,
    { config: { access: { project: ROLE.ADMIN, orWorkspaceAdmin: true } }, schema: { params: projectParams } },
    async (request, reply) => {
      const { slug, projectId } = request.params;
      await deleteProject(app.db, await projectAdminOrWorkspaceAdmin(app.db, slug, projectId, requireUser(request).id));
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/projects/:projectId/archive/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: projectParams } },
    async (request) => {
      const { slug, projectId } = request.params;
      return archiveProject(app.db, await projectMember(app.db, slug, projectId, requireUser(request).id, ROLE.ADMIN));
    },
  );

  app.delete(
    `${base}/projects/:projectId/archive/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: projectParams } },
    async (request, reply) => {
      const { slug, projectId } = request.params;
      await restoreProject(app.db, await projectMember(app.db, slug, projectId, requireUser(request).id, ROLE.ADMIN));
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/projects/:projectId/join/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request) => {
      const { slug, projectId } = request.params;
      const user = requireUser(request);
      const access = await visibleProject(app.db, slug, projectId, user.id);
      const [project] = await joinProjects(app.db, access, [projectId]);
      return project;
    },
  );

  app.post(
    `${base}/user-favorite-projects/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: slugParams, body: favoriteProjectBody } },
    async (request, reply) => {
      const access = await projectMember(app.db, request.params.slug, request.body.project, requireUser(request).id);
      const { created, favorite } = await favoriteProject(app.db, access);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    `${base}/user-favorite-projects/:projectId/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request, reply) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      await unfavoriteProject(app.db, access, request.params.projectId);
      return reply.status(204).send();
    },
  );
}
