import { acceptInvitationsBody, inviteBody, joinInvitationBody, ROLE, text, updateInvitationBody } from "@hangar/contracts";
import { z } from "zod";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import {
  acceptMyInvitations,
  getInvitationForJoin,
  inviteMembers,
  joinInvitation,
  listMyInvitations,
  listWorkspaceInvitations,
  revokeInvitation,
  updateInvitation,
} from "./invitations.service";

const slugParams = z.object({ slug: z.string() });
const invitationParams = z.object({ slug: z.string(), id: z.string() });
const joinInvitationQuery = z.object({ token: text().max(200).optional() });

export async function invitationRoutes(app: App) {
  const deps = { db: app.db, mailer: app.mailer, appOrigin: app.env.appOrigin };
  const admins = { access: { workspace: ROLE.ADMIN } };

  app.post(
    "/api/workspaces/:slug/invitations/",
    { config: admins, schema: { params: slugParams, body: inviteBody } },
    async (request, reply) => {
      const user = requireUser(request);
      const access = await workspaceAccess(app.db, request.params.slug, user.id, ROLE.ADMIN);
      return reply.status(201).send(await inviteMembers(deps, access, user, request.body.emails));
    },
  );

  app.get("/api/workspaces/:slug/invitations/", { config: admins, schema: { params: slugParams } }, async (request) => {
    const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.ADMIN);
    return listWorkspaceInvitations(app.db, access);
  });

  app.patch(
    "/api/workspaces/:slug/invitations/:id/",
    { config: admins, schema: { params: invitationParams, body: updateInvitationBody } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.ADMIN);
      return updateInvitation(app.db, access, request.params.id, request.body.role);
    },
  );

  app.delete(
    "/api/workspaces/:slug/invitations/:id/",
    { config: admins, schema: { params: invitationParams } },
    async (request, reply) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id, ROLE.ADMIN);
      await revokeInvitation(app.db, access, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/workspaces/:slug/invitations/:id/join/",
    { schema: { params: invitationParams, querystring: joinInvitationQuery }, config: { access: "public" } },
    async (request) =>
      getInvitationForJoin(app.db, request.params.slug, request.params.id, { token: request.query.token, viewer: request.user }),
  );

  app.post(
    "/api/workspaces/:slug/invitations/:id/join/",
    { config: { access: "signed-in" }, schema: { params: invitationParams, body: joinInvitationBody.optional() } },
    async (request) => joinInvitation(app.db, requireUser(request), request.params.slug, request.params.id, request.body?.token),
  );

  app.get("/api/users/me/workspaces/invitations/", { config: { access: "signed-in" } }, async (request) =>
    listMyInvitations(app.db, requireUser(request)),
  );

  app.post(
    "/api/users/me/workspaces/invitations/",
    { config: { access: "signed-in" }, schema: { body: acceptInvitationsBody } },
    async (request) => acceptMyInvitations(app.db, requireUser(request), request.body.invitations),
  );
}
