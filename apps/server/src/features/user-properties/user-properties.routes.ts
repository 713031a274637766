import { ROLE, updateUserPropertiesBody } from "@hangar/contracts";
import { z } from "zod";
import { projectAccess, workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import {
  cycleTarget,
  getUserProperties,
  moduleTarget,
  projectTarget,
  updateUserProperties,
  workspaceTarget,
} from "./user-properties.service";

const workspaceParams = z.object({ slug: z.string() });
const projectParams = workspaceParams.extend({ projectId: z.string() });
const cycleParams = projectParams.extend({ cycleId: z.string() });
const moduleParams = projectParams.extend({ moduleId: z.string() });
const project = "/api/workspaces/:slug/projects/:projectId";

/** Filter and display preferences are personal: anyone who may read the list keeps their own (guests too). */
export async function userPropertyRoutes(app: App) {
  const body = updateUserPropertiesBody;

  app.get(
    "/api/workspaces/:slug/user-properties/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams } },
    async (request) => {
      return getUserProperties(
        app.db,
        workspaceTarget(await workspaceAccess(app.db, request.params.slug, requireUser(request).id)),
      );
    },
  );
  app.patch(
    "/api/workspaces/:slug/user-properties/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams, body } },
    async (request) => {
      const target = workspaceTarget(await workspaceAccess(app.db, request.params.slug, requireUser(request).id));
      return updateUserProperties(app.db, target, request.body);
    },
  );

  const forProject = async (p: z.infer<typeof projectParams>, userId: string) =>
    projectAccess(app.db, p.slug, p.projectId, userId);

  app.get(
    `${project}/user-properties/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request) => {
      return getUserProperties(app.db, projectTarget(await forProject(request.params, requireUser(request).id)));
    },
  );
  app.patch(
    `${project}/user-properties/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, body } },
    async (request) => {
      const target = projectTarget(await forProject(request.params, requireUser(request).id));
      return updateUserProperties(app.db, target, request.body);
    },
  );

  app.get(
    `${project}/cycles/:cycleId/user-properties/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: cycleParams } },
    async (request) => {
      const access = await forProject(request.params, requireUser(request).id);
      return getUserProperties(app.db, await cycleTarget(app.db, access, request.params.cycleId));
    },
  );
  app.patch(
    `${project}/cycles/:cycleId/user-properties/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: cycleParams, body } },
    async (request) => {
      const access = await forProject(request.params, requireUser(request).id);
      return updateUserProperties(app.db, await cycleTarget(app.db, access, request.params.cycleId), request.body);
    },
  );

  app.get(
    `${project}/modules/:moduleId/user-properties/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: moduleParams } },
    async (request) => {
      const access = await forProject(request.params, requireUser(request).id);
      return getUserProperties(app.db, await moduleTarget(app.db, access, request.params.moduleId));
    },
  );
  app.patch(
    `${project}/modules/:moduleId/user-properties/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: moduleParams, body } },
    async (request) => {
      const access = await forProject(request.params, requireUser(request).id);
      return updateUserProperties(app.db, await moduleTarget(app.db, access, request.params.moduleId), request.body);
    },
  );
}
