import { issueEndpoints as issues } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { addSubIssues, listSubIssues } from "./sub-issues.service";

export async function subIssueRoutes(app: App) {
  const db = app.db;
  serve(app, issues.listSubIssues, ({ access, params }) => listSubIssues(db, access, params.issueId));
  serve(app, issues.addSubIssues, ({ access, params, body }) => addSubIssues(db, access, params.issueId, body.sub_issue_ids));
}
