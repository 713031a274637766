import { listIssuesQuery, ROLE } from "@hangar/contracts";
import { projectAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { archiveIssue, getArchivedIssue, listArchivedIssues, restoreIssue } from "./archive.service";
import { issueParams, projectBase, projectParams } from "./issue-params";

export async function archiveRoutes(app: App) {
  const path = `${projectBase}/issues/:issueId/archive/`;

  app.get(
    `${projectBase}/archived-issues/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, querystring: listIssuesQuery } },
    async (request) => {
      const { slug, projectId } = request.params;
      return listArchivedIssues(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), request.query);
    },
  );

  app.get(path, { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } }, async (request) => {
    const { slug, projectId, issueId } = request.params;
    return getArchivedIssue(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), issueId);
  });

  app.post(path, { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams } }, async (request) => {
    const { slug, projectId, issueId } = request.params;
    const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
    return archiveIssue(app.db, access, issueId);
  });

  app.delete(path, { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams } }, async (request, reply) => {
    const { slug, projectId, issueId } = request.params;
    const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
    await restoreIssue(app.db, access, issueId);
    return reply.status(204).send();
  });
}
