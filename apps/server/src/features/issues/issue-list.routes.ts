import { listIssuesQuery, ROLE, workspaceIssuesQuery } from "@hangar/contracts";
import { z } from "zod";
import { projectAccess, workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { listCycleIssues, listModuleIssues, listWorkspaceIssues } from "./issue-list.service";
import { projectBase, projectParams, workspaceParams } from "./issue-params";

const cycleParams = projectParams.extend({ cycleId: z.string() });
const moduleParams = projectParams.extend({ moduleId: z.string() });

/** Issue lists of cycles, modules and the whole workspace (project, archived and draft lists sit with their features). */
export async function issueListRoutes(app: App) {
  app.get(
    `${projectBase}/cycles/:cycleId/cycle-issues/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: cycleParams, querystring: listIssuesQuery } },
    async (request) => {
      const { slug, projectId, cycleId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id);
      return listCycleIssues(app.db, access, cycleId, request.query);
    },
  );

  app.get(
    `${projectBase}/modules/:moduleId/issues/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: moduleParams, querystring: listIssuesQuery } },
    async (request) => {
      const { slug, projectId, moduleId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id);
      return listModuleIssues(app.db, access, moduleId, request.query);
    },
  );

  app.get(
    "/api/workspaces/:slug/issues/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams, querystring: workspaceIssuesQuery } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return listWorkspaceIssues(app.db, access, request.query);
    },
  );
}
