import {
  createIssueBody,
  deletedIssuesQuery,
  issueDetailQuery,
  issueIdsQuery,
  listIssuesQuery,
  ROLE,
  updateIssueBody,
} from "@hangar/contracts";
import { z } from "zod";
import { projectAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { archiveRoutes } from "./archive.routes";
import { bulkRoutes } from "./bulk.routes";
import { draftRoutes } from "./drafts.routes";
import { issueListRoutes } from "./issue-list.routes";
import { listProjectIssues } from "./issue-list.service";
import { issueParams, projectBase, projectParams } from "./issue-params";
import {
  createIssue,
  deleteIssue,
  getIssue,
  getIssueByKey,
  listDeletedIssues,
  listIssuesByIds,
  updateIssue,
} from "./issues.service";
import { subIssueRoutes } from "./sub-issues.routes";

const base = `${projectBase}/issues/`;

export async function issueRoutes(app: App) {
  app.get(
    base,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, querystring: listIssuesQuery } },
    async (request) => {
      const { slug, projectId } = request.params;
      return listProjectIssues(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), request.query);
    },
  );

  app.post(
    base,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: projectParams, body: createIssueBody } },
    async (request, reply) => {
      const { slug, projectId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return reply.status(201).send(await createIssue(app.db, access, request.body));
    },
  );

  app.get(
    `${base}list/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, querystring: issueIdsQuery } },
    async (request) => {
      const { slug, projectId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id);
      return listIssuesByIds(app.db, access, request.query.issues);
    },
  );

  app.get(
    `${base}:issueId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams, querystring: issueDetailQuery } },
    async (request) => {
      const { slug, projectId, issueId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id);
      return getIssue(app.db, access, issueId, request.query.expand ?? []);
    },
  );

  app.patch(
    `${base}:issueId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams, body: updateIssueBody } },
    async (request) => {
      const { slug, projectId, issueId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return updateIssue(app.db, access, issueId, request.body);
    },
  );

  app.delete(
    `${base}:issueId/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams } },
    async (request, reply) => {
      const { slug, projectId, issueId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      await deleteIssue(app.db, access, issueId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${projectBase}/deleted-issues/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams, querystring: deletedIssuesQuery } },
    async (request) => {
      const { slug, projectId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id);
      return listDeletedIssues(app.db, access, request.query.deleted_at__gt);
    },
  );

  app.get(
    "/api/workspaces/:slug/work-items/:key/",
    { config: { access: { workspace: ROLE.GUEST } }, schema: { params: z.object({ slug: z.string(), key: z.string() }) } },
    async (request) => {
      const { slug, key } = request.params;
      return getIssueByKey(app.db, slug, key, requireUser(request).id);
    },
  );

  await app.register(subIssueRoutes);
  await app.register(archiveRoutes);
  await app.register(draftRoutes);
  await app.register(bulkRoutes);
  await app.register(issueListRoutes);
}
