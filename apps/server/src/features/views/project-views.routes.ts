import { viewEndpoints as views } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { listViewIssues } from "./view-issues.service";
import {
  archiveView,
  projectViewContext as context,
  createView,
  deleteView,
  favoriteView,
  getView,
  listViews,
  restoreView,
  setViewLock,
  unfavoriteView,
  updateView,
} from "./views.service";

/**
 * Project views (packages/contracts/src/endpoints/views.ts): every project member (guests too) reads the
 * public ones and their own private ones; Members create and favorite; the owner or a project Admin
 * changes, locks, archives and deletes (views.service). A project with views turned off refuses them all.
 */
export async function projectViewRoutes(app: App) {
  const db = app.db;
  serve(app, views.projectList, ({ access, query }) => listViews(db, context(access), query));
  serve(app, views.projectCreate, ({ access, body }) => createView(db, context(access), body));
  serve(app, views.projectGet, ({ access, params }) => getView(db, context(access), params.viewId));
  serve(app, views.projectUpdate, ({ access, params, body }) => updateView(db, context(access), params.viewId, body));
  serve(app, views.projectDelete, ({ access, params }) => deleteView(db, context(access), params.viewId));
  serve(app, views.projectIssues, ({ access, params, query }) => listViewIssues(db, context(access), params.viewId, query));
  serve(app, views.projectLock, ({ access, params }) => setViewLock(db, context(access), params.viewId, true));
  serve(app, views.projectUnlock, ({ access, params }) => setViewLock(db, context(access), params.viewId, false));
  serve(app, views.projectArchive, ({ access, params }) => archiveView(db, context(access), params.viewId));
  serve(app, views.projectRestore, ({ access, params }) => restoreView(db, context(access), params.viewId));
  serve(app, views.projectFavorite, async ({ access, body, reply }) => {
    const { created, favorite } = await favoriteView(db, context(access), body.view);
    return reply.status(created ? 201 : 200).send(favorite);
  });
  serve(app, views.projectUnfavorite, ({ access, params }) => unfavoriteView(db, context(access), params.viewId));
}
