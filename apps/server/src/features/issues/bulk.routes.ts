import { bulkIssueIdsBody, bulkOperationBody, issueDatesBody, ROLE } from "@hangar/contracts";
import { projectAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { bulkArchive, bulkDelete, bulkUpdate, updateIssueDates } from "./bulk.service";
import { projectBase, projectParams } from "./issue-params";

export async function bulkRoutes(app: App) {
  const member = async (slug: string, projectId: string, userId: string) =>
    projectAccess(app.db, slug, projectId, userId, ROLE.MEMBER);

  app.post(
    `${projectBase}/bulk-operation-issues/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: bulkOperationBody } },
    async (request) => {
      const { slug, projectId } = request.params;
      return bulkUpdate(app.db, await member(slug, projectId, requireUser(request).id), request.body);
    },
  );

  app.delete(
    `${projectBase}/bulk-delete-issues/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: bulkIssueIdsBody } },
    async (request, reply) => {
      const { slug, projectId } = request.params;
      await bulkDelete(app.db, await member(slug, projectId, requireUser(request).id), request.body.issue_ids);
      return reply.status(204).send();
    },
  );

  app.post(
    `${projectBase}/bulk-archive-issues/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: bulkIssueIdsBody } },
    async (request) => {
      const { slug, projectId } = request.params;
      return bulkArchive(app.db, await member(slug, projectId, requireUser(request).id), request.body.issue_ids);
    },
  );

  app.post(
    `${projectBase}/issue-dates/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: issueDatesBody } },
    async (request) => {
      const { slug, projectId } = request.params;
      return updateIssueDates(app.db, await member(slug, projectId, requireUser(request).id), request.body);
    },
  );
}
