import { issueEndpoints as issues } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { bulkArchive, bulkDelete, bulkUpdate, updateIssueDates } from "./bulk.service";

/** Changes to many issues at once, each all or nothing. */
export async function bulkRoutes(app: App) {
  const db = app.db;
  serve(app, issues.bulkUpdate, ({ access, body }) => bulkUpdate(db, access, body));
  serve(app, issues.bulkDelete, ({ access, body }) => bulkDelete(db, access, body.issue_ids));
  serve(app, issues.bulkArchive, ({ access, body }) => bulkArchive(db, access, body.issue_ids));
  serve(app, issues.updateDates, ({ access, body }) => updateIssueDates(db, access, body));
}
