import {
  activeCyclesQuery,
  CYCLE_STATUSES,
  createCycleBody,
  cycleAnalyticsQuery,
  cycleDateCheckBody,
  cycleIssuesBody,
  favoriteCycleBody,
  ROLE,
  transferCycleIssuesBody,
  updateCycleBody,
} from "@hangar/contracts";
import { z } from "zod";
import { projectAccess, workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { cycleAnalytics } from "./cycle-analytics";
import { addCycleIssues, removeCycleIssue, transferCycleIssues } from "./cycle-issues.service";
import {
  archiveCycle,
  checkCycleDates,
  createCycle,
  deleteCycle,
  favoriteCycle,
  getCycle,
  getCycleProgress,
  listActiveCycles,
  listArchivedCycles,
  listCycles,
  listWorkspaceCycles,
  requireCycle,
  restoreCycle,
  unfavoriteCycle,
  updateCycle,
} from "./cycles.service";

const workspaceParams = z.object({ slug: z.string() });
const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const cycleParams = projectParams.extend({ cycleId: z.string() });
const cycleIssueParams = cycleParams.extend({ issueId: z.string() });
const listQuery = z.object({ cycle_view: z.enum(["all", ...CYCLE_STATUSES]).optional() });
const base = "/api/workspaces/:slug/projects/:projectId";

/** Guests read cycles; Members and Admins change them. The cycle's issue list lives with the issue lists. */
export async function cycleRoutes(app: App) {
  const access = (params: { slug: string; projectId: string }, userId: string, minRole: number = ROLE.GUEST) =>
    projectAccess(app.db, params.slug, params.projectId, userId, minRole);

  app.get(
    "/api/workspaces/:slug/cycles/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams } },
    async (request) => {
      return listWorkspaceCycles(app.db, await workspaceAccess(app.db, request.params.slug, requireUser(request).id));
    },
  );

  app.get(
    "/api/workspaces/:slug/active-cycles/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams, querystring: activeCyclesQuery } },
    async (request) => {
      const ws = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return listActiveCycles(app.db, ws, request.query);
    },
  );

  app.get(
    `${base}/cycles/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, querystring: listQuery } },
    async (request) => {
      return listCycles(app.db, await access(request.params, requireUser(request).id), request.query.cycle_view);
    },
  );

  app.post(
    `${base}/cycles/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: createCycleBody } },
    async (request, reply) => {
      const a = await access(request.params, requireUser(request).id, ROLE.MEMBER);
      return reply.status(201).send(await createCycle(app.db, a, request.body));
    },
  );

  app.post(
    `${base}/cycles/date-check/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: cycleDateCheckBody } },
    async (request) => {
      return checkCycleDates(app.db, await access(request.params, requireUser(request).id, ROLE.MEMBER), request.body);
    },
  );

  app.get(
    `${base}/cycles/:cycleId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: cycleParams } },
    async (request) => {
      return getCycle(app.db, await access(request.params, requireUser(request).id), request.params.cycleId);
    },
  );

  app.patch(
    `${base}/cycles/:cycleId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: cycleParams, body: updateCycleBody } },
    async (request) => {
      const a = await access(request.params, requireUser(request).id, ROLE.MEMBER);
      return updateCycle(app.db, a, request.params.cycleId, request.body);
    },
  );

  app.delete(
    `${base}/cycles/:cycleId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: cycleParams } },
    async (request, reply) => {
      await deleteCycle(app.db, await access(request.params, requireUser(request).id, ROLE.MEMBER), request.params.cycleId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/cycles/:cycleId/cycle-issues/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: cycleParams, body: cycleIssuesBody } },
    async (request) => {
      const a = await access(request.params, requireUser(request).id, ROLE.MEMBER);
      return addCycleIssues(app.db, a, request.params.cycleId, request.body.issues);
    },
  );

  app.delete(
    `${base}/cycles/:cycleId/cycle-issues/:issueId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: cycleIssueParams } },
    async (request, reply) => {
      const { cycleId, issueId } = request.params;
      await removeCycleIssue(app.db, await access(request.params, requireUser(request).id, ROLE.MEMBER), cycleId, issueId);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/cycles/:cycleId/transfer-issues/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: cycleParams, body: transferCycleIssuesBody } },
    async (request) => {
      const a = await access(request.params, requireUser(request).id, ROLE.MEMBER);
      return transferCycleIssues(app.db, a, request.params.cycleId, request.body.new_cycle_id);
    },
  );

  for (const path of ["progress", "cycle-progress"]) {
    app.get(
      `${base}/cycles/:cycleId/${path}/`,
      { config: { access: { project: ROLE.GUEST } }, schema: { params: cycleParams } },
      async (request) => {
        return getCycleProgress(app.db, await access(request.params, requireUser(request).id), request.params.cycleId);
      },
    );
  }

  app.get(
    `${base}/cycles/:cycleId/analytics/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: cycleParams, querystring: cycleAnalyticsQuery } },
    async (request) => {
      const a = await access(request.params, requireUser(request).id);
      return cycleAnalytics(app.db, await requireCycle(app.db, a, request.params.cycleId), request.query.type);
    },
  );

  app.post(
    `${base}/cycles/:cycleId/archive/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: cycleParams } },
    async (request) => {
      return archiveCycle(app.db, await access(request.params, requireUser(request).id, ROLE.MEMBER), request.params.cycleId);
    },
  );

  app.delete(
    `${base}/cycles/:cycleId/archive/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: cycleParams } },
    async (request, reply) => {
      await restoreCycle(app.db, await access(request.params, requireUser(request).id, ROLE.MEMBER), request.params.cycleId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/archived-cycles/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request) => {
      return listArchivedCycles(app.db, await access(request.params, requireUser(request).id));
    },
  );

  app.get(
    `${base}/archived-cycles/:cycleId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: cycleParams } },
    async (request) => {
      const a = await access(request.params, requireUser(request).id);
      return getCycle(app.db, a, request.params.cycleId, { archived: true });
    },
  );

  app.post(
    `${base}/user-favorite-cycles/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: favoriteCycleBody } },
    async (request, reply) => {
      const a = await access(request.params, requireUser(request).id, ROLE.MEMBER);
      const { created, favorite } = await favoriteCycle(app.db, a, request.body.cycle);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    `${base}/user-favorite-cycles/:cycleId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: cycleParams } },
    async (request, reply) => {
      await unfavoriteCycle(app.db, await access(request.params, requireUser(request).id, ROLE.MEMBER), request.params.cycleId);
      return reply.status(204).send();
    },
  );
}
