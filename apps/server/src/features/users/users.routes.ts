import { onboardBody, ROLE, tourCompletedBody, updateProfileBody, updateUserBody } from "@hangar/contracts";
import { z } from "zod";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser, SESSION_COOKIE } from "../../lib/session";
import type { App } from "../../lib/types";
import { listWorkspacesOf } from "../workspaces/workspaces.service";
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

export async function userRoutes(app: App) {
  app.get("/api/users/me/", { config: { access: "signed-in" } }, async (request) => getMe(app.db, requireUser(request).id));

  app.patch("/api/users/me/", { config: { access: "signed-in" }, schema: { body: updateUserBody } }, async (request) =>
    updateMe(app.db, requireUser(request).id, request.body),
  );

  app.delete("/api/users/me/", { config: { access: "signed-in" } }, async (request, reply) => {
    await deactivateMe(app.db, requireUser(request).id);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.status(204).send();
  });

  app.get("/api/users/me/profile/", { config: { access: "signed-in" } }, async (request) =>
    getProfile(app.db, requireUser(request).id),
  );

  app.patch("/api/users/me/profile/", { config: { access: "signed-in" }, schema: { body: updateProfileBody } }, async (request) =>
    updateProfile(app.db, requireUser(request).id, request.body),
  );

  app.get("/api/users/me/settings/", { config: { access: "signed-in" } }, async (request) =>
    getSettings(app.db, requireUser(request)),
  );

  app.patch("/api/users/me/onboard/", { config: { access: "signed-in" }, schema: { body: onboardBody } }, async (request) =>
    setOnboarded(app.db, requireUser(request).id, request.body.is_onboarded),
  );

  app.patch(
    "/api/users/me/tour-completed/",
    { config: { access: "signed-in" }, schema: { body: tourCompletedBody } },
    async (request) => setTourCompleted(app.db, requireUser(request).id, request.body.is_tour_completed),
  );

  app.get("/api/users/me/workspaces/", { config: { access: "signed-in" } }, async (request) =>
    listWorkspacesOf(app.db, requireUser(request).id),
  );

  app.get("/api/users/me/instance-admin/", { config: { access: "signed-in" } }, async (request) => ({
    is_instance_admin: requireUser(request).is_instance_admin,
  }));

  app.get(
    "/api/users/me/workspaces/:slug/project-roles/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: z.object({ slug: z.string() }) } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return getProjectRoles(app.db, access);
    },
  );
}
