import { addProjectMembersBody, ROLE, updateProjectMemberBody } from "@hangar/contracts";
import { z } from "zod";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { projectAdminOrWorkspaceAdmin, projectMember } from "./project-access";
import {
  addMembers,
  getMember,
  leaveProject,
  listMembers,
  myMembership,
  removeMember,
  updateMemberRole,
} from "./project-members.service";

const projectParams = z.object({ slug: z.string(), projectId: z.string() });
const memberParams = projectParams.extend({ memberId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId";

/**
 * Every project member (Guests too: assignee and mention pickers need the list) may read members; only a
 * project Admin or a workspace Admin changes them.
 */
export async function projectMemberRoutes(app: App) {
  app.get(
    `${base}/members/`,
    { config: { access: { project: ROLE.GUEST, orWorkspaceAdmin: true } }, schema: { params: projectParams } },
    async (request) => {
      const { slug, projectId } = request.params;
      return listMembers(
        app.db,
        await projectAdminOrWorkspaceAdmin(app.db, slug, projectId, requireUser(request).id, ROLE.GUEST),
      );
    },
  );

  app.post(
    `${base}/members/`,
    {
      config: { access: { project: ROLE.ADMIN, orWorkspaceAdmin: true } },
      schema: { params: projectParams, body: addProjectMembersBody },
    },
    async (request, reply) => {
      const { slug, projectId } = request.params;
      const access = await projectAdminOrWorkspaceAdmin(app.db, slug, projectId, requireUser(request).id);
      return reply.status(201).send(await addMembers(app.db, access, request.body));
    },
  );

  app.post(
    `${base}/members/leave/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request, reply) => {
      const { slug, projectId } = request.params;
      await leaveProject(app.db, await projectMember(app.db, slug, projectId, requireUser(request).id));
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/members/:memberId/`,
    { config: { access: { project: ROLE.GUEST, orWorkspaceAdmin: true } }, schema: { params: memberParams } },
    async (request) => {
      const { slug, projectId, memberId } = request.params;
      const access = await projectAdminOrWorkspaceAdmin(app.db, slug, projectId, requireUser(request).id, ROLE.GUEST);
      return getMember(app.db, access, memberId);
    },
  );

  app.patch(
    `${base}/members/:memberId/`,
    {
      config: { access: { project: ROLE.ADMIN, orWorkspaceAdmin: true } },
      schema: { params: memberParams, body: updateProjectMemberBody },
    },
    async (request) => {
      const { slug, projectId, memberId } = request.params;
      const access = await projectAdminOrWorkspaceAdmin(app.db, slug, projectId, requireUser(request).id);
      return updateMemberRole(app.db, access, memberId, request.body.role);
    },
  );

  app.delete(
    `${base}/members/:memberId/`,
    { config: { access: { project: ROLE.ADMIN, orWorkspaceAdmin: true } }, schema: { params: memberParams } },
    async (request, reply) => {
      const { slug, projectId, memberId } = request.params;
      await removeMember(app.db, await projectAdminOrWorkspaceAdmin(app.db, slug, projectId, requireUser(request).id), memberId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/project-members/me/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: projectParams } },
    async (request) => {
      const { slug, projectId } = request.params;
      return myMembership(app.db, await projectMember(app.db, slug, projectId, requireUser(request).id));
    },
  );
}
