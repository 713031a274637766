import {
  createModuleBody,
  createModuleLinkBody,
  favoriteModuleBody,
  issueModulesBody,
  listModulesQuery,
  moduleIssuesBody,
  ROLE,
  replaceModuleBody,
  updateModuleBody,
  updateModuleLinkBody,
} from "@hangar/contracts";
import { z } from "zod";
import { projectAccess, workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { addModuleIssues, removeModuleIssue, setIssueModules } from "./module-issues.service";
import { createModuleLink, deleteModuleLink, getModuleLink, listModuleLinks, updateModuleLink } from "./module-links.service";
import {
  archiveModule,
  createModule,
  deleteModule,
  favoriteModule,
  getModule,
  listArchivedModules,
  listModules,
  listWorkspaceModules,
  restoreModule,
  unfavoriteModule,
  updateModule,
} from "./modules.service";

const workspaceParams = z.object({ slug: z.string() });
const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const moduleParams = projectParams.extend({ moduleId: z.string() });
const moduleIssueParams = moduleParams.extend({ issueId: z.string() });
const issueParams = projectParams.extend({ issueId: z.string() });
const linkParams = moduleParams.extend({ linkId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId";

/** Guests read modules; Members and Admins change them. The module's issue list lives with the issue lists. */
export async function moduleRoutes(app: App) {
  const access = (params: { slug: string; projectId: string }, userId: string, minRole: number = ROLE.GUEST) =>
    projectAccess(app.db, params.slug, params.projectId, userId, minRole);
  const writer = (params: { slug: string; projectId: string }, userId: string) => access(params, userId, ROLE.MEMBER);

  app.get(
    "/api/workspaces/:slug/modules/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams } },
    async (request) => {
      return listWorkspaceModules(app.db, await workspaceAccess(app.db, request.params.slug, requireUser(request).id));
    },
  );

  app.get(
    `${base}/modules/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, querystring: listModulesQuery } },
    async (request) => {
      return listModules(app.db, await access(request.params, requireUser(request).id), request.query.order_by);
    },
  );

  app.post(
    `${base}/modules/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: createModuleBody } },
    async (request, reply) => {
      const a = await writer(request.params, requireUser(request).id);
      return reply.status(201).send(await createModule(app.db, a, request.body));
    },
  );

  app.get(
    `${base}/modules/:moduleId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: moduleParams } },
    async (request) => {
      return getModule(app.db, await access(request.params, requireUser(request).id), request.params.moduleId);
    },
  );

  app.patch(
    `${base}/modules/:moduleId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleParams, body: updateModuleBody } },
    async (request) => {
      return updateModule(app.db, await writer(request.params, requireUser(request).id), request.params.moduleId, request.body);
    },
  );

  app.put(
    `${base}/modules/:moduleId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleParams, body: replaceModuleBody } },
    async (request) => {
      const a = await writer(request.params, requireUser(request).id);
      return updateModule(app.db, a, request.params.moduleId, request.body, { replace: true });
    },
  );

  app.delete(
    `${base}/modules/:moduleId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleParams } },
    async (request, reply) => {
      await deleteModule(app.db, await writer(request.params, requireUser(request).id), request.params.moduleId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/modules/:moduleId/issues/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleParams, body: moduleIssuesBody } },
    async (request) => {
      const a = await writer(request.params, requireUser(request).id);
      return addModuleIssues(app.db, a, request.params.moduleId, request.body.issues);
    },
  );

  app.delete(
    `${base}/modules/:moduleId/issues/:issueId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleIssueParams } },
    async (request, reply) => {
      const { moduleId, issueId } = request.params;
      await removeModuleIssue(app.db, await writer(request.params, requireUser(request).id), moduleId, issueId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/issues/:issueId/modules/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams, body: issueModulesBody } },
    async (request) => {
      const a = await writer(request.params, requireUser(request).id);
      return setIssueModules(app.db, a, request.params.issueId, request.body);
    },
  );

  app.get(
    `${base}/modules/:moduleId/module-links/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: moduleParams } },
    async (request) => {
      return listModuleLinks(app.db, await access(request.params, requireUser(request).id), request.params.moduleId);
    },
  );

  app.post(
    `${base}/modules/:moduleId/module-links/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleParams, body: createModuleLinkBody } },
    async (request, reply) => {
      const a = await writer(request.params, requireUser(request).id);
      return reply.status(201).send(await createModuleLink(app.db, a, request.params.moduleId, request.body));
    },
  );

  app.get(
    `${base}/modules/:moduleId/module-links/:linkId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: linkParams } },
    async (request) => {
      const { moduleId, linkId } = request.params;
      return getModuleLink(app.db, await access(request.params, requireUser(request).id), moduleId, linkId);
    },
  );

  app.patch(
    `${base}/modules/:moduleId/module-links/:linkId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: linkParams, body: updateModuleLinkBody } },
    async (request) => {
      const { moduleId, linkId } = request.params;
      return updateModuleLink(app.db, await writer(request.params, requireUser(request).id), moduleId, linkId, request.body);
    },
  );

  app.delete(
    `${base}/modules/:moduleId/module-links/:linkId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: linkParams } },
    async (request, reply) => {
      const { moduleId, linkId } = request.params;
      await deleteModuleLink(app.db, await writer(request.params, requireUser(request).id), moduleId, linkId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/modules/:moduleId/archive/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleParams } },
    async (request) => {
      return archiveModule(app.db, await writer(request.params, requireUser(request).id), request.params.moduleId);
    },
  );

  app.delete(
    `${base}/modules/:moduleId/archive/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleParams } },
    async (request, reply) => {
      await restoreModule(app.db, await writer(request.params, requireUser(request).id), request.params.moduleId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/archived-modules/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request) => {
      return listArchivedModules(app.db, await access(request.params, requireUser(request).id));
    },
  );

  app.get(
    `${base}/archived-modules/:moduleId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: moduleParams } },
    async (request) => {
      const a = await access(request.params, requireUser(request).id);
      return getModule(app.db, a, request.params.moduleId, { archived: true });
    },
  );

  app.post(
    `${base}/user-favorite-modules/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: favoriteModuleBody } },
    async (request, reply) => {
      const { created, favorite } = await favoriteModule(
        app.db,
        await writer(request.params, requireUser(request).id),
        request.body.module,
      );
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    `${base}/user-favorite-modules/:moduleId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: moduleParams } },
    async (request, reply) => {
      await unfavoriteModule(app.db, await writer(request.params, requireUser(request).id), request.params.moduleId);
      return reply.status(204).send();
    },
  );
}
