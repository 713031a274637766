import { moduleEndpoints as modules } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { addModuleIssues, removeModuleIssue, setIssueModules } from "./module-issues.service";
import { createModuleLink, deleteModuleLink, getModuleLink, listModuleLinks, updateModuleLink } from "./module-links.service";
import {
  archiveModule,
  createModule,
  deleteModule,
  favoriteModule,
  getModule,
  listArchivedModules,
  listModules,
  listWorkspaceModules,
  restoreModule,
  unfavoriteModule,
  updateModule,
} from "./modules.service";

/**
 * Modules: the endpoints are declared in packages/contracts/src/endpoints/modules.ts; the rules live in the
 * services. The module's issue list lives with the issue lists.
 */
export async function moduleRoutes(app: App) {
  const db = app.db;
  serve(app, modules.listWorkspace, ({ access }) => listWorkspaceModules(db, access));
  serve(app, modules.list, ({ access, query }) => listModules(db, access, query.order_by));
  serve(app, modules.create, ({ access, body }) => createModule(db, access, body));
  serve(app, modules.get, ({ access, params }) => getModule(db, access, params.moduleId));
  serve(app, modules.update, ({ access, params, body }) => updateModule(db, access, params.moduleId, body));
  serve(app, modules.replace, ({ access, params, body }) => updateModule(db, access, params.moduleId, body, { replace: true }));
  serve(app, modules.delete, ({ access, params }) => deleteModule(db, access, params.moduleId));
  serve(app, modules.addIssues, ({ access, params, body }) => addModuleIssues(db, access, params.moduleId, body.issues));
  serve(app, modules.removeIssue, ({ access, params }) => removeModuleIssue(db, access, params.moduleId, params.issueId));
  serve(app, modules.setIssueModules, ({ access, params, body }) => setIssueModules(db, access, params.issueId, body));
  serve(app, modules.listLinks, ({ access, params }) => listModuleLinks(db, access, params.moduleId));
  serve(app, modules.createLink, ({ access, params, body }) => createModuleLink(db, access, params.moduleId, body));
  serve(app, modules.getLink, ({ access, params }) => getModuleLink(db, access, params.moduleId, params.linkId));
  serve(app, modules.updateLink, ({ access, params, body }) =>
    updateModuleLink(db, access, params.moduleId, params.linkId, body),
  );
  serve(app, modules.deleteLink, ({ access, params }) => deleteModuleLink(db, access, params.moduleId, params.linkId));
  serve(app, modules.archive, ({ access, params }) => archiveModule(db, access, params.moduleId));
  serve(app, modules.restore, ({ access, params }) => restoreModule(db, access, params.moduleId));
  serve(app, modules.listArchived, ({ access }) => listArchivedModules(db, access));
  serve(app, modules.getArchived, ({ access, params }) => getModule(db, access, params.moduleId, { archived: true }));
  serve(app, modules.favorite, async ({ access, body, reply }) => {
    const { created, favorite } = await favoriteModule(db, access, body.module);
    return reply.status(created ? 201 : 200).send(favorite);
  });
  serve(app, modules.unfavorite, ({ access, params }) => unfavoriteModule(db, access, params.moduleId));
}
