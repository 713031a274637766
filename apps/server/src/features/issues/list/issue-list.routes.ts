import { issueEndpoints as issues } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { listCycleIssues, listModuleIssues, listWorkspaceIssues } from "./issue-list.service";

/** Issue lists of cycles, modules and the whole workspace (project, archived and draft lists sit with their features). */
export async function issueListRoutes(app: App) {
  const db = app.db;
  serve(app, issues.listCycleIssues, ({ access, params, query }) => listCycleIssues(db, access, params.cycleId, query));
  serve(app, issues.listModuleIssues, ({ access, params, query }) => listModuleIssues(db, access, params.moduleId, query));
  serve(app, issues.listWorkspaceIssues, ({ access, query }) => listWorkspaceIssues(db, access, query));
}
