import { createViewBody, listIssuesQuery, listViewsQuery, ROLE, updateViewBody } from "@hangar/contracts";
import { z } from "zod";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { listViewIssues } from "./view-issues.service";
import {
  archiveView,
  createView,
  deleteView,
  getView,
  listViews,
  restoreView,
  setViewLock,
  updateView,
  workspaceViewContext,
} from "./views.service";

const workspaceParams = z.object({ slug: z.string() });
const viewParams = workspaceParams.extend({ viewId: z.string() });
const base = "/api/workspaces/:slug";

/**
 * Workspace (global) views: every workspace member reads the public ones and their own private ones;
 * Members create; the owner or a workspace Admin changes, locks, archives and deletes. The built-in
 * views (all issues, assigned, created, subscribed) are the workspace issue list's `view` parameter.
 */
export async function workspaceViewRoutes(app: App) {
  const context = async (slug: string, userId: string, minRole: number = ROLE.GUEST) =>
    workspaceViewContext(await workspaceAccess(app.db, slug, userId, minRole));

  app.get(
    `${base}/views/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams, querystring: listViewsQuery } },
    async (request) => {
      return listViews(app.db, await context(request.params.slug, requireUser(request).id), request.query);
    },
  );

  for (const path of ["views", "workspace-views"]) {
    app.post(
      `${base}/${path}/`,
      { config: { access: { workspace: ROLE.MEMBER } }, schema: { params: workspaceParams, body: createViewBody } },
      async (request, reply) => {
        const ctx = await context(request.params.slug, requireUser(request).id, ROLE.MEMBER);
        return reply.status(201).send(await createView(app.db, ctx, request.body));
      },
    );
  }

  app.get(
    `${base}/views/:viewId/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: viewParams } },
    async (request) => {
      return getView(app.db, await context(request.params.slug, requireUser(request).id), request.params.viewId);
    },
  );

  app.patch(
    `${base}/views/:viewId/`,
    { config: { access: { workspace: ROLE.MEMBER } }, schema: { params: viewParams, body: updateViewBody } },
    async (request) => {
      const ctx = await context(request.params.slug, requireUser(request).id);
      return updateView(app.db, ctx, request.params.viewId, request.body);
    },
  );

  app.delete(
    `${base}/views/:viewId/`,
    { config: { access: { workspace: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request, reply) => {
      await deleteView(app.db, await context(request.params.slug, requireUser(request).id), request.params.viewId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/views/:viewId/issues/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: viewParams, querystring: listIssuesQuery } },
    async (request) => {
      const ctx = await context(request.params.slug, requireUser(request).id);
      return listViewIssues(app.db, ctx, request.params.viewId, request.query);
    },
  );

  app.post(
    `${base}/views/:viewId/lock/`,
    { config: { access: { workspace: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request) => {
      return setViewLock(app.db, await context(request.params.slug, requireUser(request).id), request.params.viewId, true);
    },
  );

  app.delete(
    `${base}/views/:viewId/lock/`,
    { config: { access: { workspace: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request) => {
      return setViewLock(app.db, await context(request.params.slug, requireUser(request).id), request.params.viewId, false);
    },
  );

  app.post(
    `${base}/views/:viewId/archive/`,
    { config: { access: { workspace: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request) => {
      return archiveView(app.db, await context(request.params.slug, requireUser(request).id), request.params.viewId);
    },
  );

  app.delete(
    `${base}/views/:viewId/archive/`,
    { config: { access: { workspace: ROLE.MEMBER } }, schema: { params: viewParams } },
    async (request, reply) => {
      await restoreView(app.db, await context(request.params.slug, requireUser(request).id), request.params.viewId);
      return reply.status(204).send();
    },
  );
}
