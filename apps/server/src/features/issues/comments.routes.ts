import { createCommentBody, ROLE, updateCommentBody } from "@hangar/contracts";
import { z } from "zod";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { createComment, deleteComment, getComment, listComments, updateComment } from "./comments.service";
import { issueAccess } from "./issue-access";

const issueParams = z.object({ slug: z.string(), projectId: z.string(), issueId: z.string() });
const commentParams = issueParams.extend({ commentId: z.string() });
const base = "/api/workspaces/:slug/projects/:projectId/issues/:issueId/comments/";

/** Guests may read and write comments (spec §6); editing and deleting is checked against the author. */
export async function commentRoutes(app: App) {
  const access = (request: { params: z.infer<typeof issueParams> }, userId: string) =>
    issueAccess(app.db, request.params.slug, request.params.projectId, request.params.issueId, userId);

  app.get(base, { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } }, async (request) => {
    return listComments(app.db, await access(request, requireUser(request).id));
  });

  app.post(
    base,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams, body: createCommentBody } },
    async (request, reply) => {
      const comment = await createComment(app.db, await access(request, requireUser(request).id), request.body);
      return reply.status(201).send(comment);
    },
  );

  app.get(
    `${base}:commentId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: commentParams } },
    async (request) => {
      return getComment(app.db, await access(request, requireUser(request).id), request.params.commentId);
    },
  );

  app.patch(
    `${base}:commentId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: commentParams, body: updateCommentBody } },
    async (request) => {
      return updateComment(app.db, await access(request, requireUser(request).id), request.params.commentId, request.body);
    },
  );

  app.delete(
    `${base}:commentId/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: commentParams } },
    async (request, reply) => {
      await deleteComment(app.db, await access(request, requireUser(request).id), request.params.commentId);
      return reply.status(204).send();
    },
  );
}
