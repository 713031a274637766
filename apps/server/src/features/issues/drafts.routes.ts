import {
  createDraftBody,
  createWorkspaceDraftBody,
  draftToIssueBody,
  listIssuesQuery,
  ROLE,
  updateDraftBody,
} from "@hangar/contracts";
import { z } from "zod";
import { projectAccess, workspaceAccess } from "../../lib/permissions";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import {
  createDraft,
  deleteDraft,
  draftProjectAccess,
  draftToIssue,
  getDraft,
  listProjectDrafts,
  listWorkspaceDrafts,
  updateDraft,
} from "./drafts.service";
import { projectBase, projectParams, workspaceParams } from "./issue-params";

const draftParams = projectParams.extend({ draftId: z.string() });
const workspaceDraftParams = workspaceParams.extend({ draftId: z.string() });

export async function draftRoutes(app: App) {
  const base = `${projectBase}/issue-drafts/`;
  const wsBase = "/api/workspaces/:slug/draft-issues/";
  // Floors (lib/access-policy.ts): workspace draft calls reach only the caller's own drafts, as a project Member.
  const projectGuest = { access: { project: ROLE.GUEST } };
  const projectMember = { access: { project: ROLE.MEMBER } };
  const workspaceGuest = { access: { workspace: ROLE.GUEST } };
  const workspaceMember = { access: { workspace: ROLE.MEMBER } };

  app.get(base, { config: projectGuest, schema: { params: projectParams, querystring: listIssuesQuery } }, async (request) => {
    const { slug, projectId } = request.params;
    return listProjectDrafts(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), request.query);
  });

  app.post(base, { config: projectMember, schema: { params: projectParams, body: createDraftBody } }, async (request, reply) => {
    const { slug, projectId } = request.params;
    const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
    return reply.status(201).send(await createDraft(app.db, access, request.body));
  });

  app.get(`${base}:draftId/`, { config: projectGuest, schema: { params: draftParams } }, async (request) => {
    const { slug, projectId, draftId } = request.params;
    return getDraft(app.db, await projectAccess(app.db, slug, projectId, requireUser(request).id), draftId);
  });

  app.patch(
    `${base}:draftId/`,
    { config: projectMember, schema: { params: draftParams, body: updateDraftBody } },
    async (request) => {
      const { slug, projectId, draftId } = request.params;
      const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
      return updateDraft(app.db, access, draftId, request.body);
    },
  );

  app.delete(`${base}:draftId/`, { config: projectMember, schema: { params: draftParams } }, async (request, reply) => {
    const { slug, projectId, draftId } = request.params;
    const access = await projectAccess(app.db, slug, projectId, requireUser(request).id, ROLE.MEMBER);
    await deleteDraft(app.db, access, draftId);
    return reply.status(204).send();
  });

  app.get(
    wsBase,
    { config: workspaceGuest, schema: { params: workspaceParams, querystring: listIssuesQuery } },
    async (request) => {
      const access = await workspaceAccess(app.db, request.params.slug, requireUser(request).id);
      return listWorkspaceDrafts(app.db, access, request.query);
    },
  );

  app.post(
    wsBase,
    { config: workspaceMember, schema: { params: workspaceParams, body: createWorkspaceDraftBody } },
    async (request, reply) => {
      const { project_id, ...body } = request.body;
      const access = await projectAccess(app.db, request.params.slug, project_id, requireUser(request).id, ROLE.MEMBER);
      return reply.status(201).send(await createDraft(app.db, access, body));
    },
  );

  const forDraft = async (slug: string, draftId: string, userId: string) => {
    const { workspace } = await workspaceAccess(app.db, slug, userId);
    return draftProjectAccess(app.db, slug, workspace.id, draftId, userId);
  };

  app.get(`${wsBase}:draftId/`, { config: workspaceMember, schema: { params: workspaceDraftParams } }, async (request) => {
    const { slug, draftId } = request.params;
    return getDraft(app.db, await forDraft(slug, draftId, requireUser(request).id), draftId);
  });

  app.patch(
    `${wsBase}:draftId/`,
    { config: workspaceMember, schema: { params: workspaceDraftParams, body: updateDraftBody } },
    async (request) => {
      const { slug, draftId } = request.params;
      return updateDraft(app.db, await forDraft(slug, draftId, requireUser(request).id), draftId, request.body);
    },
  );

  app.delete(
    `${wsBase}:draftId/`,
    { config: workspaceMember, schema: { params: workspaceDraftParams } },
    async (request, reply) => {
      const { slug, draftId } = request.params;
      await deleteDraft(app.db, await forDraft(slug, draftId, requireUser(request).id), draftId);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/workspaces/:slug/draft-to-issue/:draftId/",
    { config: workspaceMember, schema: { params: workspaceDraftParams, body: draftToIssueBody.optional() } },
    async (request, reply) => {
      const { slug, draftId } = request.params;
      const access = await forDraft(slug, draftId, requireUser(request).id);
      return reply.status(201).send(await draftToIssue(app.db, access, draftId, request.body ?? {}));
    },
  );
}
