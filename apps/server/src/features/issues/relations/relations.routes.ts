import { issueExtraEndpoints as extras } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { issueAccess } from "../issue-access";
import { createRelations, listRelations, removeRelation } from "./relations.service";

/**
 * Relations: declared in packages/contracts/src/endpoints/issue-extras.ts. Guests see them; Members and
 * Admins change them, and must be Members of the other issue's project too (checked in the service).
 */
export async function relationRoutes(app: App) {
  const db = app.db;
  serve(app, extras.listRelations, async ({ access, params }) =>
    listRelations(db, await issueAccess(db, access, params.issueId)),
  );
  serve(app, extras.createRelations, async ({ access, params, body }) =>
    createRelations(db, await issueAccess(db, access, params.issueId), body),
  );
  serve(app, extras.removeRelation, async ({ access, params, body }) =>
    removeRelation(db, await issueAccess(db, access, params.issueId), body),
  );
}
