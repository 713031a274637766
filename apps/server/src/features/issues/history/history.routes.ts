import { issueExtraEndpoints as extras } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { issueAccess } from "../issue-access";
import { issueHistory } from "./history.service";

/** An issue's timeline: declared in packages/contracts/src/endpoints/issue-extras.ts. */
export async function historyRoutes(app: App) {
  const db = app.db;
  serve(app, extras.history, async ({ access, params, query }) =>
    issueHistory(db, await issueAccess(db, access, params.issueId), {
      types: query.activity_type,
      createdAfter: query.created_at__gt ? new Date(query.created_at__gt) : undefined,
    }),
  );
}
