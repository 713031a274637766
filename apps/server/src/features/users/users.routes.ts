import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import { SESSION_COOKIE } from "../../lib/session";
import type { App } from "../../lib/types";
import { listWorkspacesOf } from "../workspaces";
import { listMySessions, type SessionCaller, signOutOtherSessions, signOutSession } from "./sessions.service";
import {
  deactivateMe,
  getMe,
  getProfile,
  getProjectRoles,
  getSettings,
  setOnboarded,
  setTourCompleted,
  updateMe,
  updateProfile,
} from "./users.service";

/** The signed-in user: the endpoints are declared in packages/contracts/src/endpoints/workspaces.ts. */
export async function userRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.me, ({ user }) => getMe(db, user.id));
  serve(app, endpoints.updateMe, ({ user, body }) => updateMe(db, user.id, body));
  serve(app, endpoints.deactivateMe, async ({ user, reply }) => {
    await deactivateMe(db, user.id);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
  });
  serve(app, endpoints.myProfile, ({ user }) => getProfile(db, user.id));
  serve(app, endpoints.updateMyProfile, ({ user, body }) => updateProfile(db, user.id, body));
  serve(app, endpoints.mySettings, ({ user }) => getSettings(db, user));
  serve(app, endpoints.onboard, ({ user, body }) => setOnboarded(db, user.id, body.is_onboarded));
  serve(app, endpoints.tourCompleted, ({ user, body }) => setTourCompleted(db, user.id, body.is_tour_completed));
  serve(app, endpoints.myWorkspaces, ({ user }) => listWorkspacesOf(db, user.id));
  serve(app, endpoints.instanceAdmin, ({ user }) => ({ is_instance_admin: user.is_instance_admin }));
  serve(app, endpoints.myProjectRoles, ({ access }) => getProjectRoles(db, access));

  const caller = (user: { id: string }, request: { sessionId: string | null }): SessionCaller => ({
    userId: user.id,
    sessionHash: request.sessionId,
  });
  serve(app, endpoints.mySessions, ({ user, request }) => listMySessions(db, caller(user, request)));
  serve(app, endpoints.signOutSession, ({ user, request, params }) =>
    signOutSession(db, caller(user, request), params.sessionId),
  );
  serve(app, endpoints.signOutOtherSessions, ({ user, request }) => signOutOtherSessions(db, caller(user, request)));
}
