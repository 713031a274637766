import {
  type CreatePageBody,
  canCreatePage,
  canEditPage,
  canManagePage,
  DEFAULT_PAGE_ORDER_BY,
  type ListPagesQuery,
  PAGE_ACCESS,
  PAGE_ARCHIVED_MESSAGE,
  PAGE_LOCKED_MESSAGE,
  type Page,
  type PageDetail,
  type UpdatePageBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { type ArchiveSteps, archiveEntity, favoriteEntity, restoreEntity, unfavoriteEntity } from "../../lib/archivable";
import { badRequest, conflict, forbidden } from "../../lib/errors";
import { deleteFavorites } from "../../lib/favorites";
import { isUuid } from "../../lib/permissions";
import { sanitizeRichText, stripHtml } from "../../lib/sanitize";
import { type PageContext, readsPublicPages, requirePage } from "./page-context";
import { pageEvent, pageGoneEvent, toPage, toPageDetail, toPageFavorite } from "./page-serializer";
import * as repo from "./pages.repo";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listPages(db: Db, ctx: PageContext, query: ListPagesQuery, archived: boolean): Promise<Page[]> {
  if (query.created_at__gte && query.created_at__lte && query.created_at__gte > query.created_at__lte)
    throw badRequest("created_at__gte must not be after created_at__lte");
  const rows = await repo.selectPages(db, {
    projectId: ctx.projectId,
    userId: ctx.userId,
    readsPublic: readsPublicPages(ctx),
    archived,
    type: query.type ?? "all",
    search: query.search || undefined,
    ownedBy: query.owned_by,
    createdFrom: query.created_at__gte ? new Date(`${query.created_at__gte}T00:00:00Z`) : undefined,
    createdBefore: query.created_at__lte ? new Date(Date.parse(`${query.created_at__lte}T00:00:00Z`) + DAY_MS) : undefined,
    orderBy: query.order_by ?? DEFAULT_PAGE_ORDER_BY,
  });
  return rows.map((r) => toPage(r.page, r.favoriteId));
}

/** One page as the caller sees it (their favorite flag). */
export async function loadPage(db: Db, ctx: PageContext, pageId: string): Promise<PageDetail> {
  const [row] = await repo.selectPages(db, {
    projectId: ctx.projectId,
    userId: ctx.userId,
    readsPublic: true,
    pageIds: [pageId],
  });
  return toPageDetail(row.page, row.favoriteId);
}

export async function getPage(db: Db, ctx: PageContext, pageId: string): Promise<PageDetail> {
  const row = await requirePage(db, ctx, pageId);
  return loadPage(db, ctx, row.id);
}

/** Editing (name, properties, content): refused on a locked or archived page (409), and to who may not (403). */
export function requireEditable(ctx: PageContext, row: repo.PageRow) {
  if (row.archived_at) throw conflict(PAGE_ARCHIVED_MESSAGE);
  if (row.is_locked) throw conflict(PAGE_LOCKED_MESSAGE);
  if (!canEditPage(ctx, { owned_by: row.owned_by_id, access: row.access, is_locked: false, archived_at: null }))
    throw forbidden("Only the page's owner can edit a private page, and only Members and Admins a public one");
}

/** Lock, access, archive, delete and move: the owner or an Admin (spec §6). */
export function requireManager(ctx: PageContext, row: repo.PageRow) {
  if (!canManagePage(ctx, { owned_by: row.owned_by_id })) throw forbidden("Only the page's owner or an admin can do this");
}

/** A parent is a page of the same project the caller can read, and never the page itself or one below it. */
async function checkParent(db: Db, ctx: PageContext, parentId: string | null | undefined, pageId?: string) {
  if (!parentId) return;
  const parent = isUuid(parentId) ? await repo.findPage(db, ctx.projectId, parentId.toLowerCase()) : undefined;
  const readable =
    parent &&
    (await requirePage(db, ctx, parent.id).then(
      () => true,
      () => false,
    ));
  if (!parent || !readable) throw badRequest("parent must be a page of this project");
  if (pageId && (await repo.isSelfOrAncestor(db, pageId, parent.id)))
    throw badRequest("parent cannot be the page itself or one of its sub-pages");
}

/** Page content as stored: sanitized HTML and its plain text, for search. */
export function contentOf(html: string) {
  const description_html = sanitizeRichText(html) || "<p></p>";
  return { description_html, description_text: stripHtml(description_html) };
}

export async function createPage(db: Db, ctx: PageContext, body: CreatePageBody): Promise<PageDetail> {
  if (!canCreatePage(ctx)) throw forbidden("Only Members and Admins create pages");
  return db.transaction(async (tx) => {
    await checkParent(tx, ctx, body.parent);
    const row = await repo.insertPage(tx, {
      workspace_id: ctx.workspaceId,
      project_id: ctx.projectId,
      name: body.name ?? "",
      ...contentOf(body.description_html ?? ""),
      color: body.color ?? "",
      logo_props: body.logo_props ?? {},
      view_props: body.view_props ?? {},
      access: body.access ?? PAGE_ACCESS.PUBLIC,
      parent_id: body.parent ? body.parent.toLowerCase() : null,
      sort_order: await repo.nextSortOrder(tx, ctx.projectId),
      owned_by_id: ctx.userId,
      created_by: ctx.userId,
      updated_by: ctx.userId,
    });
    await pageEvent(tx, ctx, "created", row, []);
    return loadPage(tx, ctx, row.id);
  });
}

/** The wire fields whose value differs between two states of a page. */
export function changedFields(before: repo.PageRow, after: repo.PageRow): string[] {
  const a = toPageDetail(before, null);
  const b = toPageDetail(after, null);
  const changed = (Object.keys(b) as (keyof PageDetail)[]).filter(
    (k) => k !== "updated_at" && k !== "updated_by" && JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
  return changed.map((k) => (k === "description_html" ? "description" : k));
}

export async function updatePage(db: Db, ctx: PageContext, pageId: string, body: UpdatePageBody): Promise<PageDetail> {
  return db.transaction(async (tx) => {
    const current = await requirePage(tx, ctx, pageId, true);
    requireEditable(ctx, current);
    await checkParent(tx, ctx, body.parent, current.id);
    const { parent, ...plain } = body;
    const changes: Partial<repo.PageInsert> = { ...plain, updated_by: ctx.userId };
    if (parent !== undefined) changes.parent_id = parent ? parent.toLowerCase() : null;
    const row = await repo.updatePage(tx, current.id, changes);
    const changed = changedFields(current, row);
    if (changed.length > 0) await pageEvent(tx, ctx, "updated", row, changed);
    return loadPage(tx, ctx, row.id);
  });
}

/** Access, lock: the owner or an Admin; an archived page keeps both until it is restored. */
async function changeSetting(
  db: Db,
  ctx: PageContext,
  pageId: string,
  changes: Pick<Partial<repo.PageInsert>, "access" | "is_locked">,
): Promise<PageDetail> {
  return db.transaction(async (tx) => {
    const current = await requirePage(tx, ctx, pageId, true);
    requireManager(ctx, current);
    if (current.archived_at) throw conflict(PAGE_ARCHIVED_MESSAGE);
    const row = await repo.updatePage(tx, current.id, { ...changes, updated_by: ctx.userId });
    const changed = changedFields(current, row);
    // A page turned private leaves everyone else's favorites.
    if (changed.includes("access") && row.access === PAGE_ACCESS.PRIVATE)
      await deleteFavorites(tx, "page", row.id, row.owned_by_id ? { exceptUserId: row.owned_by_id } : {});
    if (changed.length > 0) await pageEvent(tx, ctx, "updated", row, changed);
    return loadPage(tx, ctx, row.id);
  });
}

export const setPageAccess = (db: Db, ctx: PageContext, pageId: string, access: 0 | 1) =>
  changeSetting(db, ctx, pageId, { access });

export const setPageLock = (db: Db, ctx: PageContext, pageId: string, locked: boolean) =>
  changeSetting(db, ctx, pageId, { is_locked: locked });

/** Deleting a page takes it out of everyone's favorites; its sub-pages come up to the top. */
export async function deletePage(db: Db, ctx: PageContext, pageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requirePage(tx, ctx, pageId, true);
    requireManager(ctx, current);
    await deleteFavorites(tx, "page", current.id);
    await repo.deletePage(tx, current.id);
    await pageGoneEvent(tx, ctx, current, current.project_id);
  });
}

/**
 * Archiving a page archives its sub-pages with it (those not archived already), and restoring it brings
 * back those archived with it: a tree is never half in the list. Each page's readers hear of it.
 */
function archiving(ctx: PageContext, pageId: string): ArchiveSteps<repo.PageRow> {
  let before: Date | null = null;
  return {
    find: async (tx) => {
      const current = await requirePage(tx, ctx, pageId, true);
      requireManager(ctx, current);
      before = current.archived_at;
      return current;
    },
    write: async (tx, id, archivedAt) => {
      const below = await repo.setArchivedAt(tx, await repo.descendantIds(tx, id), before, archivedAt, ctx.userId);
      for (const row of below) {
        if (archivedAt) await deleteFavorites(tx, "page", row.id);
        await pageEvent(tx, ctx, archivedAt ? "archived" : "restored", row, ["archived_at"]);
      }
      return repo.updatePage(tx, id, { archived_at: archivedAt, updated_by: ctx.userId });
    },
    announce: (tx, row, action) => pageEvent(tx, ctx, action, row, ["archived_at"]),
  };
}

/** An archived page is read-only, listed apart (`archived-pages/`) and leaves every favorite list. */
export const archivePage = (db: Db, ctx: PageContext, pageId: string) => archiveEntity(db, "page", archiving(ctx, pageId));
export const restorePage = (db: Db, ctx: PageContext, pageId: string) => restoreEntity(db, archiving(ctx, pageId));

export const favoritePage = (db: Db, ctx: PageContext, pageId: string) =>
  favoriteEntity(db, "page", {
    find: (tx) => requirePage(tx, ctx, pageId),
    workspaceId: ctx.workspaceId,
    userId: ctx.userId,
    toFavorite: toPageFavorite,
  });

/** Only a page of this project is unfavorited here. */
export async function unfavoritePage(db: Db, ctx: PageContext, pageId: string): Promise<void> {
  const page = isUuid(pageId) ? await repo.findPage(db, ctx.projectId, pageId.toLowerCase()) : undefined;
  await unfavoriteEntity(db, "page", page?.id, ctx.userId);
}
