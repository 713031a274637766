import { createLinkBody, ROLE, updateLinkBody } from "@hangar/contracts";
import { z } from "zod";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { issueAccess } from "./issue-access";
import { createLink, deleteLink, getLink, listLinks, updateLink } from "./links.service";

const issueParams = z.object({ slug: z.string(), projectId: z.string(), issueId: z.string() });
const linkParams = issueParams.extend({ linkId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId/issues/:issueId/issue-links/";

/** Links are part of the issue: guests read them, Members and Admins change them. */
export async function linkRoutes(app: App) {
  const access = (request: { params: z.infer<typeof issueParams> }, userId: string, minRole: number = ROLE.GUEST) =>
    issueAccess(app.db, request.params.slug, request.params.projectId, request.params.issueId, userId, minRole);

  app.get(base, { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } }, async (request) => {
    return listLinks(app.db, await access(request, requireUser(request).id));
  });

  app.post(
    base,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams, body: createLinkBody } },
    async (request, reply) => {
      const link = await createLink(app.db, await access(request, requireUser(request).id, ROLE.MEMBER), request.body);
      return reply.status(201).send(link);
    },
  );

  app.get(`${base}:linkId/`, { config: { access: { project: ROLE.GUEST } }, schema: { params: linkParams } }, async (request) => {
    return getLink(app.db, await access(request, requireUser(request).id), request.params.linkId);
  });

  app.patch(
    `${base}:linkId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: linkParams, body: updateLinkBody } },
    async (request) => {
      const issue = await access(request, requireUser(request).id, ROLE.MEMBER);
      return updateLink(app.db, issue, request.params.linkId, request.body);
    },
  );

  app.delete(
    `${base}:linkId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: linkParams } },
    async (request, reply) => {
      await deleteLink(app.db, await access(request, requireUser(request).id, ROLE.MEMBER), request.params.linkId);
      return reply.status(204).send();
    },
  );
}
