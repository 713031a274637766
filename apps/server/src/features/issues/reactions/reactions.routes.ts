import { issueExtraEndpoints as extras } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { issueAccess } from "../issue-access";
import {
  addCommentReaction,
  addIssueReaction,
  listCommentReactions,
  listIssueReactions,
  removeCommentReaction,
  removeIssueReaction,
} from "./reactions.service";

/**
 * Reactions: declared in packages/contracts/src/endpoints/issue-extras.ts. Every project member, guests
 * included, reacts; each removes only their own reactions. Reacting again answers the reaction with 200.
 */
export async function reactionRoutes(app: App) {
  const db = app.db;
  serve(app, extras.listIssueReactions, async ({ access, params }) =>
    listIssueReactions(db, await issueAccess(db, access, params.issueId)),
  );
  serve(app, extras.addIssueReaction, async ({ access, params, body, reply }) => {
    const result = await addIssueReaction(db, await issueAccess(db, access, params.issueId), body.reaction);
    return reply.status(result.created ? 201 : 200).send(result.reaction);
  });
  serve(app, extras.removeIssueReaction, async ({ access, params }) =>
    removeIssueReaction(db, await issueAccess(db, access, params.issueId), params.reaction),
  );
  serve(app, extras.listCommentReactions, async ({ access, params }) =>
    listCommentReactions(db, await issueAccess(db, access, params.issueId), params.commentId),
  );
  serve(app, extras.addCommentReaction, async ({ access, params, body, reply }) => {
    const issue = await issueAccess(db, access, params.issueId);
    const result = await addCommentReaction(db, issue, params.commentId, body.reaction);
    return reply.status(result.created ? 201 : 200).send(result.reaction);
  });
  serve(app, extras.removeCommentReaction, async ({ access, params }) =>
    removeCommentReaction(db, await issueAccess(db, access, params.issueId), params.commentId, params.reaction),
  );
}
