import { createRelationBody, ROLE, removeRelationBody } from "@hangar/contracts";
import { z } from "zod";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { issueAccess } from "./issue-access";
import { createRelations, listRelations, removeRelation } from "./relations.service";

const issueParams = z.object({ slug: z.string(), projectId: z.string(), issueId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId/issues/:issueId/";

/** Guests see relations; Members and Admins change them, and must be Members of the other issue's project too. */
export async function relationRoutes(app: App) {
  const access = (request: { params: z.infer<typeof issueParams> }, userId: string, minRole: number = ROLE.GUEST) =>
    issueAccess(app.db, request.params.slug, request.params.projectId, request.params.issueId, userId, minRole);

  app.get(
    `${base}issue-relation/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } },
    async (request) => {
      return listRelations(app.db, await access(request, requireUser(request).id));
    },
  );

  app.post(
    `${base}issue-relation/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams, body: createRelationBody } },
    async (request, reply) => {
      const relations = await createRelations(app.db, await access(request, requireUser(request).id, ROLE.MEMBER), request.body);
      return reply.status(201).send(relations);
    },
  );

  app.post(
    `${base}remove-relation/`,
    { config: { access: { project: ROLE.MEMBER } }, schema: { params: issueParams, body: removeRelationBody } },
    async (request, reply) => {
      await removeRelation(app.db, await access(request, requireUser(request).id, ROLE.MEMBER), request.body);
      return reply.status(204).send();
    },
  );
}
