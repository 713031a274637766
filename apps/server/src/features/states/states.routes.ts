import { createStateBody, ROLE, replaceStateBody, updateStateBody } from "@hangar/contracts";
import { z } from "zod";
import { projectAccess, workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import {
  createState,
  deleteState,
  getState,
  listStates,
  listWorkspaceStates,
  markDefaultState,
  updateState,
} from "./states.service";

const workspaceParams = z.object({ slug: z.string() });
const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const stateParams = projectParams.extend({ stateId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId/states/";

export async function stateRoutes(app: App) {
  app.get(
    "/api/workspaces/:slug/states/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return listWorkspaceStates(app.db, access);
    },
  );

  app.get(base, { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams } }, async (request) => {
    const { slug, projectId } = request.params;
    return listStates(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id));
  });

  app.post(
    base,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: createStateBody } },
    async (request, reply) => {
      const { slug, projectId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return reply.status(201).send(await createState(app.db, access, request.body));
    },
  );

  app.get(
    `${base}:stateId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: stateParams } },
    async (request) => {
      const { slug, projectId, stateId } = request.params;
      return getState(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), stateId);
    },
  );

  app.patch(
    `${base}:stateId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: stateParams, body: updateStateBody } },
    async (request) => {
      const { slug, projectId, stateId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return updateState(app.db, access, stateId, request.body);
    },
  );

  app.put(
    `${base}:stateId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: stateParams, body: replaceStateBody } },
    async (request) => {
      const { slug, projectId, stateId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return updateState(app.db, access, stateId, request.body);
    },
  );

  app.post(
    `${base}:stateId/mark-default/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: stateParams } },
    async (request) => {
      const { slug, projectId, stateId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return markDefaultState(app.db, access, stateId);
    },
  );

  app.delete(
    `${base}:stateId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: stateParams } },
    async (request, reply) => {
      const { slug, projectId, stateId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      await deleteState(app.db, access, stateId);
      return reply.status(204).send();
    },
  );
}
