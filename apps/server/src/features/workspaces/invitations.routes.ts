import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
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

/** Invitations: the endpoints are declared in packages/contracts/src/endpoints/workspaces.ts. */
export async function invitationRoutes(app: App) {
  const db = app.db;
  const deps = { db, mailer: app.mailer, appOrigin: app.env.appOrigin };
  serve(app, endpoints.invite, ({ access, user, body }) => inviteMembers(deps, access, user, body.emails));
  serve(app, endpoints.invitations, ({ access }) => listWorkspaceInvitations(db, access));
  serve(app, endpoints.updateInvitation, ({ access, params, body }) => updateInvitation(db, access, params.id, body.role));
  serve(app, endpoints.revokeInvitation, ({ access, params }) => revokeInvitation(db, access, params.id));
  serve(app, endpoints.joinInvitation, ({ params, query, user }) =>
    getInvitationForJoin(db, params.slug, params.id, { token: query.token, viewer: user }),
  );
  serve(app, endpoints.acceptInvitation, ({ params, body, user }) =>
    joinInvitation(db, user, params.slug, params.id, body?.token, body?.accepted),
  );
  serve(app, endpoints.myInvitations, ({ user }) => listMyInvitations(db, user));
  serve(app, endpoints.acceptMyInvitations, ({ user, body }) => acceptMyInvitations(db, user, body.invitations));
}
