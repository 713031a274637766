import { viewEndpoints as views } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { listViewIssues } from "./view-issues.service";
import {
  archiveView,
  workspaceViewContext as context,
  createView,
  deleteView,
  getView,
  listViews,
  restoreView,
  setViewLock,
  updateView,
} from "./views.service";

/**
 * Workspace (global) views (packages/contracts/src/endpoints/views.ts): every workspace member reads the
 * public ones and their own private ones; Members create; the owner or a workspace Admin changes, locks,
 * archives and deletes (views.service). The built-in views (all issues, assigned, created, subscribed) are
 * the workspace issue list's `view` parameter.
 */
export async function workspaceViewRoutes(app: App) {
  const db = app.db;
  serve(app, views.workspaceList, ({ access, query }) => listViews(db, context(access), query));
  serve(app, views.workspaceCreate, ({ access, body }) => createView(db, context(access), body));
  serve(app, views.workspaceCreateLegacy, ({ access, body }) => createView(db, context(access), body));
  serve(app, views.workspaceGet, ({ access, params }) => getView(db, context(access), params.viewId));
  serve(app, views.workspaceUpdate, ({ access, params, body }) => updateView(db, context(access), params.viewId, body));
  serve(app, views.workspaceDelete, ({ access, params }) => deleteView(db, context(access), params.viewId));
  serve(app, views.workspaceIssues, ({ access, params, query }) => listViewIssues(db, context(access), params.viewId, query));
  serve(app, views.workspaceLock, ({ access, params }) => setViewLock(db, context(access), params.viewId, true));
  serve(app, views.workspaceUnlock, ({ access, params }) => setViewLock(db, context(access), params.viewId, false));
  serve(app, views.workspaceArchive, ({ access, params }) => archiveView(db, context(access), params.viewId));
  serve(app, views.workspaceRestore, ({ access, params }) => restoreView(db, context(access), params.viewId));
}
