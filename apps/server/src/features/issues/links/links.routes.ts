import { issueExtraEndpoints as extras } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { issueAccess } from "../issue-access";
import { createLink, deleteLink, getLink, listLinks, updateLink } from "./links.service";

/** Links: declared in packages/contracts/src/endpoints/issue-extras.ts. Guests read them, Members and Admins change them. */
export async function linkRoutes(app: App) {
  const db = app.db;
  serve(app, extras.listLinks, async ({ access, params }) => listLinks(db, await issueAccess(db, access, params.issueId)));
  serve(app, extras.createLink, async ({ access, params, body }) =>
    createLink(db, await issueAccess(db, access, params.issueId), body),
  );
  serve(app, extras.getLink, async ({ access, params }) =>
    getLink(db, await issueAccess(db, access, params.issueId), params.linkId),
  );
  serve(app, extras.updateLink, async ({ access, params, body }) =>
    updateLink(db, await issueAccess(db, access, params.issueId), params.linkId, body),
  );
  serve(app, extras.deleteLink, async ({ access, params }) =>
    deleteLink(db, await issueAccess(db, access, params.issueId), params.linkId),
  );
}
