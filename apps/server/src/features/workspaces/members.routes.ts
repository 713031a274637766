import { ROLE, updateMemberBody } from "@hangar/contracts";
import { z } from "zod";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { leaveWorkspace, listMembers, removeMember, updateMemberRole } from "./members.service";

const slugParams = z.object({ slug: z.string() });
const memberParams = z.object({ slug: z.string(), id: z.string() });

export async function workspaceMemberRoutes(app: App) {
  app.get(
    "/api/workspaces/:slug/members/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: slugParams } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return listMembers(app.db, access);
    },
  );

  app.post(
    "/api/workspaces/:slug/members/leave/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: slugParams } },
    async (request, reply) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      await leaveWorkspace(app.db, access);
      return reply.status(204).send();
    },
  );

  app.patch(
    "/api/workspaces/:slug/members/:id/",
    { config: { access: { workspace: ROLE.ADMIN } }, schema: { params: memberParams, body: updateMemberBody } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.ADMIN);
      return updateMemberRole(app.db, access, request.params.id, request.body.role);
    },
  );

  app.delete(
    "/api/workspaces/:slug/members/:id/",
    { config: { access: { workspace: ROLE.ADMIN } }, schema: { params: memberParams } },
    async (request, reply) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.ADMIN);
      await removeMember(app.db, access, request.params.id);
      return reply.status(204).send();
    },
  );
}
