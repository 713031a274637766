import { bulkSubscribeBody, ROLE } from "@hangar/contracts";
import { z } from "zod";
import { projectAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { issueAccess } from "./issue-access";
import { bulkSubscribe, getSubscription, subscribe, unsubscribe } from "./subscriptions.service";

const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const issueParams = projectParams.extend({ issueId: z.string() });
const url = "/api/workspaces/:slug/projects/:projectId/issues/:issueId/subscribe/";

/** Following an issue is personal: every project member, guests included, manages only their own. */
export async function subscriptionRoutes(app: App) {
  const access = (request: { params: z.infer<typeof issueParams> }, userId: string) =>
    issueAccess(app.db, request.params.slug, request.params.projectId, request.params.issueId, userId);

  app.get(url, { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } }, async (request) => {
    return getSubscription(app.db, await access(request, requireUser(request).id));
  });

  app.post(url, { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } }, async (request) => {
    return subscribe(app.db, await access(request, requireUser(request).id));
  });

  app.delete(url, { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } }, async (request) => {
    return unsubscribe(app.db, await access(request, requireUser(request).id));
  });

  app.post(
    "/api/workspaces/:slug/projects/:projectId/bulk-subscribe-issues/",
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, body: bulkSubscribeBody } },
    async (request) => {
      const { slug, projectId } = request.params;
      return bulkSubscribe(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), request.body);
    },
  );
}
