import { createLabelBody, ROLE, updateLabelBody } from "@hangar/contracts";
import { z } from "zod";
import { projectAccess, workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { createLabel, deleteLabel, getLabel, listLabels, listWorkspaceLabels, updateLabel } from "./labels.service";

const workspaceParams = z.object({ slug: z.string() });
const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const labelParams = projectParams.extend({ labelId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId/issue-labels/";

export async function labelRoutes(app: App) {
  app.get(
    "/api/workspaces/:slug/labels/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: workspaceParams } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return listWorkspaceLabels(app.db, access);
    },
  );

  app.get(base, { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams } }, async (request) => {
    const { slug, projectId } = request.params;
    return listLabels(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id));
  });

  app.post(
    base,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: createLabelBody } },
    async (request, reply) => {
      const { slug, projectId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return reply.status(201).send(await createLabel(app.db, access, request.body));
    },
  );

  app.get(
    `${base}:labelId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: labelParams } },
    async (request) => {
      const { slug, projectId, labelId } = request.params;
      return getLabel(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), labelId);
    },
  );

  app.patch(
    `${base}:labelId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: labelParams, body: updateLabelBody } },
    async (request) => {
      const { slug, projectId, labelId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return updateLabel(app.db, access, labelId, request.body);
    },
  );

  app.delete(
    `${base}:labelId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: labelParams } },
    async (request, reply) => {
      const { slug, projectId, labelId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      await deleteLabel(app.db, access, labelId);
      return reply.status(204).send();
    },
  );
}
