import { createViewBody, favoriteViewBody, listIssuesQuery, listViewsQuery, ROLE, updateViewBody } from "@hangar/contracts";
import { z } from "zod";
import { projectAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { listViewIssues } from "./view-issues.service";
import {
  archiveView,
  createView,
  deleteView,
  favoriteView,
  getView,
  listViews,
  projectViewContext,
  restoreView,
  setViewLock,
  unfavoriteView,
  updateView,
} from "./views.service";

const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const viewParams = projectParams.extend({ viewId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId";

/**
 * Project views: every project member (guests too) reads the public ones and their own private ones;
 * Members create and favorite; the owner or a project Admin changes, locks, archives and deletes.
 */
export async function projectViewRoutes(app: App) {
  const context = async (params: z.infer<typeof projectParams>, userId: string, minRole: number = ROLE.GUEST) =>
    projectViewContext(await projectAccess(app.db, params.slug, params.projectId, userId, minRole));

  app.get(
    `${base}/views/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, querystring: listViewsQuery } },
    async (request) => {
      return listViews(app.db, await context(request.params, requireUser(request).id), request.query);
    },
  );

  app.post(
    `${base}/views/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: createViewBody } },
    async (request, reply) => {
      const ctx = await context(request.params, requireUser(request).id, ROLE.MEMBER);
      return reply.status(201).send(await createView(app.db, ctx, request.body));
    },
  );

  app.get(
    `${base}/views/:viewId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: viewParams } },
    async (request) => {
      return getView(app.db, await context(request.params, requireUser(request).id), request.params.viewId);
    },
  );

  app.patch(
    `${base}/views/:viewId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: viewParams, body: updateViewBody } },
    async (request) => {
      const ctx = await context(request.params, requireUser(request).id);
      return updateView(app.db, ctx, request.params.viewId, request.body);
    },
  );

  app.delete(
    `${base}/views/:viewId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request, reply) => {
      await deleteView(app.db, await context(request.params, requireUser(request).id), request.params.viewId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/views/:viewId/issues/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: viewParams, querystring: listIssuesQuery } },
    async (request) => {
      const ctx = await context(request.params, requireUser(request).id);
      return listViewIssues(app.db, ctx, request.params.viewId, request.query);
    },
  );

  app.post(
    `${base}/views/:viewId/lock/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request) => {
      return setViewLock(app.db, await context(request.params, requireUser(request).id), request.params.viewId, true);
    },
  );

  app.delete(
    `${base}/views/:viewId/lock/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request) => {
      return setViewLock(app.db, await context(request.params, requireUser(request).id), request.params.viewId, false);
    },
  );

  app.post(
    `${base}/views/:viewId/archive/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request) => {
      return archiveView(app.db, await context(request.params, requireUser(request).id), request.params.viewId);
    },
  );

  app.delete(
    `${base}/views/:viewId/archive/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request, reply) => {
      await restoreView(app.db, await context(request.params, requireUser(request).id), request.params.viewId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/user-favorite-views/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: favoriteViewBody } },
    async (request, reply) => {
      const ctx = await context(request.params, requireUser(request).id, ROLE.MEMBER);
      const { created, favorite } = await favoriteView(app.db, ctx, request.body.view);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    `${base}/user-favorite-views/:viewId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request, reply) => {
      const ctx = await context(request.params, requireUser(request).id, ROLE.MEMBER);
      await unfavoriteView(app.db, ctx, request.params.viewId);
      return reply.status(204).send();
    },
  );
}
