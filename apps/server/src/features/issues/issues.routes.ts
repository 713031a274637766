import { issueEndpoints as issues } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { archiveRoutes } from "./archive/archive.routes";
import { bulkRoutes } from "./bulk/bulk.routes";
import { commentRoutes } from "./comments/comments.routes";
import { draftRoutes } from "./drafts/drafts.routes";
import { historyRoutes } from "./history/history.routes";
import {
  createIssue,
  deleteIssue,
  getIssue,
  getIssueByKey,
  listDeletedIssues,
  listIssuesByIds,
  updateIssue,
} from "./issues.service";
import { linkRoutes } from "./links/links.routes";
import { issueListRoutes } from "./list/issue-list.routes";
import { listProjectIssues } from "./list/issue-list.service";
import { reactionRoutes } from "./reactions/reactions.routes";
import { relationRoutes } from "./relations/relations.routes";
import { subIssueRoutes } from "./sub-issues/sub-issues.routes";
import { subscriptionRoutes } from "./subscriptions/subscriptions.routes";

/**
 * Issues and every sub-feature's routes (features/index.ts registers only this). The endpoints are
 * declared in packages/contracts/src/endpoints/issues.ts; the rules live in the services.
 */
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
  await app.register(commentRoutes);
  await app.register(reactionRoutes);
  await app.register(linkRoutes);
  await app.register(relationRoutes);
  await app.register(subscriptionRoutes);
  await app.register(historyRoutes);
}
