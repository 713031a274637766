import { ROLE, userIssuesQuery } from "@hangar/contracts";
import { z } from "zod";
import { workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { getUserProfile, getUserStats, listUserIssues } from "./profile.service";

const userParams = z.object({ slug: z.string(), userId: z.string() });
const base = "/api/workspaces/:slug";

/** A member's profile page: any workspace member may look, and sees only what their own projects hold. */
export async function profileRoutes(app: App) {
  const access = (slug: string, userId: string) => workspaceAccess(app.db, slug, userId);

  app.get(
    `${base}/user-stats/:userId/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: userParams } },
    async (request) => {
      const { slug, userId } = request.params;
      return getUserStats(app.db, await access(slug, requireUser(request).id), userId);
    },
  );

  app.get(
    `${base}/user-profile/:userId/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: userParams } },
    async (request) => {
      const { slug, userId } = request.params;
      return getUserProfile(app.db, await access(slug, requireUser(request).id), userId);
    },
  );

  app.get(
    `${base}/user-issues/:userId/`,
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: userParams, querystring: userIssuesQuery } },
    async (request) => {
      const { slug, userId } = request.params;
      return listUserIssues(app.db, await access(slug, requireUser(request).id), userId, request.query);
    },
  );
}
