import { issueExtraEndpoints as extras } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { issueAccess } from "../issue-access";
import { createComment, deleteComment, getComment, listComments, updateComment } from "./comments.service";

/**
 * Comments: declared in packages/contracts/src/endpoints/issue-extras.ts. Guests may read and write them
 * (spec §6); editing and deleting is checked against the author in the service.
 */
export async function commentRoutes(app: App) {
  const db = app.db;
  serve(app, extras.listComments, async ({ access, params }) => listComments(db, await issueAccess(db, access, params.issueId)));
  serve(app, extras.createComment, async ({ access, params, body }) =>
    createComment(db, await issueAccess(db, access, params.issueId), body),
  );
  serve(app, extras.getComment, async ({ access, params }) =>
    getComment(db, await issueAccess(db, access, params.issueId), params.commentId),
  );
  serve(app, extras.updateComment, async ({ access, params, body }) =>
    updateComment(db, await issueAccess(db, access, params.issueId), params.commentId, body),
  );
  serve(app, extras.deleteComment, async ({ access, params }) =>
    deleteComment(db, await issueAccess(db, access, params.issueId), params.commentId),
  );
}
