import { issueEndpoints as issues } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { archiveRoutes } from "./archive.routes";
import { bulkRoutes } from "./bulk.routes";
import { draftRoutes } from "./drafts.routes";
import { issueListRoutes } from "./issue-list.routes";
import { listProjectIssues } from "./issue-list.service";
import {
  createIssue,
  deleteIssue,
  getIssue,
  getIssueByKey,
  listDeletedIssues,
  listIssuesByIds,
  updateIssue,
} from "./issues.service";
import { subIssueRoutes } from "./sub-issues.routes";

/** Issues: the endpoints are declared in packages/contracts/src/endpoints/issues.ts; the rules live in the services. */
export async function issueRoutes(app: App) {
  const db = app.db;
  serve(app, issues.list, ({ access, query }) => listProjectIssues(db, access, query));
  serve(app, issues.create, ({ access, body }) => createIssue(db, access, body));
  serve(app, issues.listByIds, ({ access, query }) => listIssuesByIds(db, access, query.issues));
  serve(app, issues.get, ({ access, params, query }) => getIssue(db, access, params.issueId, query.expand ?? []));
  serve(app, issues.update, ({ access, params, body }) => updateIssue(db, access, params.issueId, body));
  serve(app, issues.delete, ({ access, params }) => deleteIssue(db, access, params.issueId));
  serve(app, issues.listDeleted, ({ access, query }) => listDeletedIssues(db, access, query.deleted_at__gt));
  serve(app, issues.getByKey, ({ access, params }) => getIssueByKey(db, access, params.key));

  await app.register(subIssueRoutes);
  await app.register(archiveRoutes);
  await app.register(draftRoutes);
  await app.register(bulkRoutes);
  await app.register(issueListRoutes);
}
