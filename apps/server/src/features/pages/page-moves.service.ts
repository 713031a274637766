import { canCreatePage, canDuplicatePage, PAGE_NAME_MAX, type PageDetail, ROLE } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, forbidden } from "../../lib/errors";
import { deleteFavorites } from "../../lib/favorites";
import { projectAccess } from "../../lib/permissions";
import { type PageContext, pageContext, requirePage } from "./page-context";
import { pageEvent, pageGoneEvent } from "./page-serializer";
import * as versions from "./page-versions.repo";
import * as repo from "./pages.repo";
import { loadPage, requireManager } from "./pages.service";

const copyName = (name: string) => (name.trim() ? `${name} (copy)` : "").slice(0, PAGE_NAME_MAX);

/** A copy of a page the caller can read, content and all, owned by them; it starts unlocked and unarchived. */
export async function duplicatePage(db: Db, ctx: PageContext, pageId: string): Promise<PageDetail> {
  return db.transaction(async (tx) => {
    const source = await requirePage(tx, ctx, pageId);
    if (!canDuplicatePage(ctx, { owned_by: source.owned_by_id, access: source.access }))
      throw forbidden("Only Members and Admins duplicate pages");
    const row = await repo.insertPage(tx, {
      workspace_id: source.workspace_id,
      project_id: source.project_id,
      name: copyName(source.name),
      description_html: source.description_html,
      description_text: source.description_text,
      description_binary: source.description_binary,
      description_json: source.description_json,
      color: source.color,
      logo_props: source.logo_props,
      view_props: source.view_props,
      access: source.access,
      parent_id: source.parent_id,
      sort_order: await repo.nextSortOrder(tx, source.project_id),
      owned_by_id: ctx.userId,
      created_by: ctx.userId,
      updated_by: ctx.userId,
    });
    await pageEvent(tx, ctx, "created", row, []);
    return loadPage(tx, ctx, row.id);
  });
}

/**
 * Moves a page to another project of the workspace: the caller manages it here (owner or Admin) and may
 * create pages there (Member or Admin, pages turned on). It leaves its place in the tree: it comes to the
 * top of the new project, and its sub-pages to the top of the old one. It leaves every favorite list, as its readers there differ.
 */
export async function movePage(db: Db, ctx: PageContext, pageId: string, newProjectId: string): Promise<PageDetail> {
  const target = pageContext(await projectAccess(db, ctx.workspaceSlug, newProjectId, ctx.userId, ROLE.MEMBER));
  if (!canCreatePage(target)) throw forbidden("Only Members and Admins of the other project can move pages into it");
  if (target.projectId === ctx.projectId) throw badRequest("The page is already in this project");
  return db.transaction(async (tx) => {
    const current = await requirePage(tx, ctx, pageId, true);
    requireManager(ctx, current);
    await repo.detachChildren(tx, current.id);
    const row = await repo.updatePage(tx, current.id, { project_id: target.projectId, parent_id: null, updated_by: ctx.userId });
    await versions.moveVersions(tx, current.id, target.projectId);
    await deleteFavorites(tx, "page", current.id);
    await pageGoneEvent(tx, ctx, current, ctx.projectId);
    await pageEvent(tx, target, "created", row, ["project"]);
    return loadPage(tx, target, row.id);
  });
}
