import { issueEndpoints as issues } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { archiveIssue, getArchivedIssue, listArchivedIssues, restoreIssue } from "./archive.service";

export async function archiveRoutes(app: App) {
  const db = app.db;
  serve(app, issues.listArchived, ({ access, query }) => listArchivedIssues(db, access, query));
  serve(app, issues.getArchived, ({ access, params }) => getArchivedIssue(db, access, params.issueId));
  serve(app, issues.archive, ({ access, params }) => archiveIssue(db, access, params.issueId));
  serve(app, issues.restore, ({ access, params }) => restoreIssue(db, access, params.issueId));
}
