import { ROLE, reactionBody, reactionValue } from "@hangar/contracts";
import { z } from "zod";
import { requireUser } from "../../lib/session";
import type { App } from "../../lib/types";
import { issueAccess } from "./issue-access";
import {
  addCommentReaction,
  addIssueReaction,
  listCommentReactions,
  listIssueReactions,
  removeCommentReaction,
  removeIssueReaction,
} from "./reactions.service";

const issueParams = z.object({ slug: z.string(), projectId: z.string(), issueId: z.string() });
const commentParams = issueParams.extend({ commentId: z.string() });
const issueBase = "/api/workspaces/:slug/projects/:projectId/issues/:issueId/reactions/";
const commentBase = "/api/workspaces/:slug/projects/:projectId/issues/:issueId/comments/:commentId/reactions/";

/** Every project member, guests included, reacts; each removes only their own reactions. */
export async function reactionRoutes(app: App) {
  const access = (request: { params: z.infer<typeof issueParams> }, userId: string) =>
    issueAccess(app.db, request.params.slug, request.params.projectId, request.params.issueId, userId);

  app.get(issueBase, { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams } }, async (request) => {
    return listIssueReactions(app.db, await access(request, requireUser(request).id));
  });

  app.post(
    issueBase,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams, body: reactionBody } },
    async (request, reply) => {
      const result = await addIssueReaction(app.db, await access(request, requireUser(request).id), request.body.reaction);
      return reply.status(result.created ? 201 : 200).send(result.reaction);
    },
  );

  app.delete(
    `${issueBase}:reaction/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: issueParams.extend({ reaction: reactionValue }) } },
    async (request, reply) => {
      await removeIssueReaction(app.db, await access(request, requireUser(request).id), request.params.reaction);
      return reply.status(204).send();
    },
  );

  app.get(commentBase, { config: { access: { project: ROLE.GUEST } }, schema: { params: commentParams } }, async (request) => {
    return listCommentReactions(app.db, await access(request, requireUser(request).id), request.params.commentId);
  });

  app.post(
    commentBase,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: commentParams, body: reactionBody } },
    async (request, reply) => {
      const { commentId } = request.params;
      const result = await addCommentReaction(
        app.db,
        await access(request, requireUser(request).id),
        commentId,
        request.body.reaction,
      );
      return reply.status(result.created ? 201 : 200).send(result.reaction);
    },
  );

  app.delete(
    `${commentBase}:reaction/`,
    { config: { access: { project: ROLE.GUEST } }, schema: { params: commentParams.extend({ reaction: reactionValue }) } },
    async (request, reply) => {
      const { commentId, reaction } = request.params;
      await removeCommentReaction(app.db, await access(request, requireUser(request).id), commentId, reaction);
      return reply.status(204).send();
    },
  );
}
