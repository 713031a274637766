import {
  createEstimateBody,
  createEstimatePointBody,
  ROLE,
  updateEstimateBody,
  updateEstimatePointBody,
} from "@hangar/contracts";
import { z } from "zod";
import { projectAccess, workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { toPoint } from "./estimates.repo";
import {
  createEstimate,
  createEstimatePoint,
  deleteEstimate,
  deleteEstimatePoint,
  estimateIdOfPoint,
  getEstimate,
  listEstimates,
  listWorkspaceEstimates,
  updateEstimate,
  updateEstimatePoint,
} from "./estimates.service";

const workspaceParams = z.object({ slug: z.string() });
const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const estimateParams = projectParams.extend({ estimateId: z.string() });
const pointParams = estimateParams.extend({ pointId: z.string() });
const shortPointParams = projectParams.extend({ pointId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId";

/** Any project member reads estimates; only project Admins change them (spec §6 settings/estimates). */
export async function estimateRoutes(app: App) {
  const access = (params: { slug: string; projectId: string }, userId: string, minRole: number = ROLE.GUEST) =>
    projectAccess(app.db, params.slug, params.projectId, userId, minRole);

  app.get(
    "/api/workspaces/:slug/estimates/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams } },
    async (request) => {
      return listWorkspaceEstimates(app.db, await workspaceAccess(app.db, request.params.slug, requireUser(request).id));
    },
  );

  app.get(
    `${base}/estimates/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request) => {
      return listEstimates(app.db, await access(request.params, requireUser(request).id));
    },
  );

  app.post(
    `${base}/estimates/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: projectParams, body: createEstimateBody } },
    async (request, reply) => {
      const a = await access(request.params, requireUser(request).id, ROLE.ADMIN);
      return reply.status(201).send(await createEstimate(app.db, a, request.body));
    },
  );

  app.get(
    `${base}/estimates/:estimateId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: estimateParams } },
    async (request) => {
      return getEstimate(app.db, await access(request.params, requireUser(request).id), request.params.estimateId);
    },
  );

  app.patch(
    `${base}/estimates/:estimateId/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: estimateParams, body: updateEstimateBody } },
    async (request) => {
      const a = await access(request.params, requireUser(request).id, ROLE.ADMIN);
      return updateEstimate(app.db, a, request.params.estimateId, request.body);
    },
  );

  app.delete(
    `${base}/estimates/:estimateId/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: estimateParams } },
    async (request, reply) => {
      await deleteEstimate(app.db, await access(request.params, requireUser(request).id, ROLE.ADMIN), request.params.estimateId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/estimates/:estimateId/estimate-points/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: estimateParams, body: createEstimatePointBody } },
    async (request, reply) => {
      const a = await access(request.params, requireUser(request).id, ROLE.ADMIN);
      return reply.status(201).send(toPoint(await createEstimatePoint(app.db, a, request.params.estimateId, request.body)));
    },
  );

  app.patch(
    `${base}/estimates/:estimateId/estimate-points/:pointId/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: pointParams, body: updateEstimatePointBody } },
    async (request) => {
      const { estimateId, pointId } = request.params;
      const a = await access(request.params, requireUser(request).id, ROLE.ADMIN);
      return toPoint(await updateEstimatePoint(app.db, a, estimateId, pointId, request.body));
    },
  );

  app.patch(
    `${base}/estimate-points/:pointId/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: shortPointParams, body: updateEstimatePointBody } },
    async (request) => {
      const a = await access(request.params, requireUser(request).id, ROLE.ADMIN);
      const estimateId = await estimateIdOfPoint(app.db, a, request.params.pointId);
      return toPoint(await updateEstimatePoint(app.db, a, estimateId, request.params.pointId, request.body));
    },
  );

  app.delete(
    `${base}/estimates/:estimateId/estimate-points/:pointId/`,
    { config: { access: { project: ROLE.ADMIN } }, schema: { params: pointParams } },
    async (request, reply) => {
      const { estimateId, pointId } = request.params;
      await deleteEstimatePoint(app.db, await access(request.params, requireUser(request).id, ROLE.ADMIN), estimateId, pointId);
      return reply.status(204).send();
    },
  );
}
