import { pageEndpoints as pages } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import {
  createPageVersion,
  getPageBinary,
  getPageVersion,
  listPageVersions,
  restorePageVersion,
  updatePageDescription,
} from "./page-content.service";
import { pageContext as context } from "./page-context";
import { createPageLive } from "./page-live";
import { duplicatePage, movePage } from "./page-moves.service";
import { pageVersionPruneJob } from "./page-versions.job";
import {
  archivePage,
  createPage,
  deletePage,
  favoritePage,
  getPage,
  listPages,
  restorePage,
  setPageAccess,
  setPageLock,
  unfavoritePage,
  updatePage,
} from "./pages.service";

/**
 * Project pages (packages/contracts/src/endpoints/pages.ts); the page rules of spec §6 are the services'
 * (contracts domain/page.ts). A project with pages turned off refuses them all. Old versions are pruned
 * daily (PAGE_VERSION_RETENTION_DAYS).
 */
export async function pageRoutes(app: App) {
  const db = app.db;
  const live = await createPageLive(app);
  app.addHook("onClose", live.close);
  app.jobs.register(pageVersionPruneJob(db, app.env.pageVersionRetentionDays));
  serve(app, pages.list, ({ access, query }) => listPages(db, context(access), query, false));
  serve(app, pages.archivedList, ({ access, query }) => listPages(db, context(access), query, true));
  serve(app, pages.create, ({ access, body }) => createPage(db, context(access), body));
  serve(app, pages.get, ({ access, params }) => getPage(db, context(access), params.pageId));
  serve(app, pages.update, ({ access, params, body }) => updatePage(db, context(access), params.pageId, body));
  serve(app, pages.delete, ({ access, params }) => deletePage(db, context(access), params.pageId));
  serve(app, pages.access, ({ access, params, body }) => setPageAccess(db, context(access), params.pageId, body.access));
  serve(app, pages.lock, ({ access, params }) => setPageLock(db, context(access), params.pageId, true));
  serve(app, pages.unlock, ({ access, params }) => setPageLock(db, context(access), params.pageId, false));
  serve(app, pages.archive, ({ access, params }) => archivePage(db, context(access), params.pageId));
  serve(app, pages.restore, ({ access, params }) => restorePage(db, context(access), params.pageId));
  serve(app, pages.duplicate, ({ access, params }) => duplicatePage(db, context(access), params.pageId));
  serve(app, pages.move, ({ access, params, body }) => movePage(db, context(access), params.pageId, body.new_project_id));
  serve(app, pages.description, async ({ access, params, reply }) => {
    const binary = await getPageBinary(db, context(access), params.pageId);
    return reply.type("application/octet-stream").send(binary);
  });
  // Content written over HTTP replaces the shared document co-editors have open (page-live.ts `write`).
  serve(app, pages.updateDescription, async ({ access, params, body }) => {
    await live.flush(context(access), params.pageId.toLowerCase());
    return updatePageDescription(db, context(access), params.pageId, body, live.write);
  });
  serve(app, pages.versions, ({ access, params }) => listPageVersions(db, context(access), params.pageId));
  // What co-editors typed in the last seconds is stored first, so the version (or what a restore replaces) holds it.
  serve(app, pages.createVersion, async ({ access, params }) => {
    await live.flush(context(access), params.pageId.toLowerCase());
    return createPageVersion(db, context(access), params.pageId);
  });
  serve(app, pages.version, ({ access, params }) => getPageVersion(db, context(access), params.pageId, params.versionId));
  serve(app, pages.restoreVersion, async ({ access, params }) => {
    await live.flush(context(access), params.pageId.toLowerCase());
    return restorePageVersion(db, context(access), params.pageId, params.versionId, live.write);
  });
  // Co-editing: the session cookie authenticates the socket, each document is judged by the page rules (page-live.ts).
  serve(app, pages.live, ({ socket, request, user }) => {
    if (!user || !request.sessionId) return socket.close(4401, "Authentication credentials were not provided.");
    live.accept(socket, request.raw, { user: { id: user.id }, sessionHash: request.sessionId });
  });
  serve(app, pages.favorite, async ({ access, params, reply }) => {
    const { created, favorite } = await favoritePage(db, context(access), params.pageId);
    return reply.status(created ? 201 : 200).send(favorite);
  });
  serve(app, pages.unfavorite, ({ access, params }) => unfavoritePage(db, context(access), params.pageId));
}
