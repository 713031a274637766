import { historyQuery, ROLE } from "@hangar/contracts";
import { z } from "zod";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { issueHistory } from "./history.service";
import { issueAccess } from "./issue-access";

const issueParams = z.object({ slug: z.string(), projectId: z.string(), issueId: z.string() });

export async function historyRoutes(app: App) {
  app.get(
    "/api/workspaces/:slug/projects/:projectId/issues/:issueId/history/",
    { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams, querystring: historyQuery } },
    async (request) => {
      const { slug, projectId, issueId } = request.params;
      const access = await issueAccess(app.db, slug, projectId, issueId, requireUser(request).id);
      const { activity_type, created_at__gt } = request.query;
      return issueHistory(app.db, access, {
        types: activity_type,
        createdAfter: created_at__gt ? new Date(created_at__gt) : undefined,
      });
    },
  );
}
