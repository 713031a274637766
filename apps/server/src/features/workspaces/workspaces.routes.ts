import { createWorkspaceBody, ROLE, slugCheckQuery, updateWorkspaceBody } from "@hangar/contracts";
import { z } from "zod";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import {
  createWorkspace,
  deleteWorkspace,
  getMyMembership,
  getWorkspace,
  isSlugAvailable,
  listWorkspacesOf,
  updateWorkspace,
} from "./workspaces.service";

const slugParams = z.object({ slug: z.string() });

export async function workspaceRoutes(app: App) {
  app.get("/api/workspaces/", { config: { access: "signed-in" } }, async (request) =>
    listWorkspacesOf(app.db, requireUser(request).id),
  );

  app.post(
    "/api/workspaces/",
    { config: { access: "signed-in" }, schema: { body: createWorkspaceBody } },
    async (request, reply) => {
      const workspace = await createWorkspace(app.db, requireUser(request).id, request.body);
      return reply.status(201).send(workspace);
    },
  );

  app.get(
    "/api/workspace-slug-check/",
    { config: { access: "signed-in" }, schema: { querystring: slugCheckQuery } },
    async (request) => ({
      status: await isSlugAvailable(app.db, request.query.slug),
    }),
  );

  app.get(
    "/api/workspaces/:slug/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: slugParams } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return getWorkspace(app.db, access);
    },
  );

  app.patch(
    "/api/workspaces/:slug/",
    { config: { access: { workspace: ROLE.ADMIN } }, schema: { params: slugParams, body: updateWorkspaceBody } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.ADMIN);
      return updateWorkspace(app.db, access, request.body);
    },
  );

  app.delete(
    "/api/workspaces/:slug/",
    { config: { access: { workspace: ROLE.ADMIN } }, schema: { params: slugParams } },
    async (request, reply) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.ADMIN);
      await deleteWorkspace(app.db, access);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/workspaces/:slug/workspace-members/me/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: slugParams } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return getMyMembership(app.db, access);
    },
  );
}
