import {
  applyDisplayRules,
  type CreateViewBody,
  canManageView,
  DEFAULT_DISPLAY_PROPERTIES,
  defaultDisplayFilters,
  type IssueFilters,
  type IssueView,
  type ListViewsQuery,
  LOCKED_VIEW_FIELDS,
  type UpdateViewBody,
  VIEW_ACCESS,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { type ArchiveSteps, archiveEntity, favoriteEntity, restoreEntity, unfavoriteEntity } from "../../lib/archivable";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { deleteFavorites } from "../../lib/favorites";
import { isUuid, type ProjectAccess, type WorkspaceAccess } from "../../lib/permissions";
import {
  compactFilters,
  displayScopeOf,
  loadView,
  resolveDisplayFilters,
  resolveDisplayProperties,
  resolveFilters,
  toView,
  toViewFavorite,
  type ViewActor,
  viewDeletedEvent,
  viewEvent,
} from "./view-serializer";
import * as repo from "./views.repo";

/** Who acts on which views: the project's (project role) or the workspace's (workspace role). */
export type ViewContext = ViewActor & { role: number };

export const VIEWS_DISABLED =
  "Views are turned off for this project. A project admin can turn them on in the project's features.";

/** Project views follow the project's `issue_views_view` feature: off, every views call is refused. */
export function projectViewContext(access: ProjectAccess): ViewContext {
  if (!access.project.issue_views_view) throw badRequest(VIEWS_DISABLED);
  return { workspaceId: access.workspace.id, projectId: access.project.id, userId: access.userId, role: access.projectRole };
}

export const workspaceViewContext = (access: WorkspaceAccess): ViewContext => ({
  workspaceId: access.workspace.id,
  projectId: null,
  userId: access.userId,
  role: access.role,
});

const place = (ctx: ViewContext): repo.ViewPlace => ({ workspaceId: ctx.workspaceId, projectId: ctx.projectId });

/** A private view does not exist for anyone but its owner. */
export async function requireView(db: Db, ctx: ViewContext, viewId: string, lock = false): Promise<repo.ViewRow> {
  const row = isUuid(viewId) ? await repo.findView(db, place(ctx), viewId.toLowerCase(), lock) : undefined;
  if (!row || (row.access === VIEW_ACCESS.PRIVATE && row.owned_by_id !== ctx.userId)) throw notFound("View not found");
  return row;
}

/** Changing, locking, archiving or deleting a view: its owner (still at least a Member) or an Admin. */
function requireManager(ctx: ViewContext, row: repo.ViewRow) {
  if (!canManageView({ userId: ctx.userId, role: ctx.role }, { owned_by: row.owned_by_id }))
    throw forbidden("Only the view's owner or an admin can change this view");
}

export async function listViews(db: Db, ctx: ViewContext, query: ListViewsQuery): Promise<IssueView[]> {
  const rows = await repo.selectViews(db, {
    ...place(ctx),
    userId: ctx.userId,
    archived: query.archived ?? false,
    search: query.search || undefined,
  });
  return rows.map((r) => toView(r.view, r.favoriteId));
}

export async function getView(db: Db, ctx: ViewContext, viewId: string): Promise<IssueView> {
  const row = await requireView(db, ctx, viewId);
  return loadView(db, place(ctx), ctx.userId, row.id);
}

export async function createView(db: Db, ctx: ViewContext, body: CreateViewBody): Promise<IssueView> {
  const scope = displayScopeOf(ctx.projectId);
  return db.transaction(async (tx) => {
    const row = await repo.insertView(tx, {
      workspace_id: ctx.workspaceId,
      project_id: ctx.projectId,
      name: body.name ?? "",
      description: body.description ?? "",
      filters: compactFilters(body.filters ?? {}),
      display_filters: applyDisplayRules(defaultDisplayFilters(scope), body.display_filters ?? {}, scope),
      display_properties: { ...DEFAULT_DISPLAY_PROPERTIES, ...body.display_properties },
      access: body.access ?? VIEW_ACCESS.PUBLIC,
      is_locked: body.is_locked ?? false,
      logo_props: body.logo_props ?? {},
      sort_order: body.sort_order ?? (await repo.nextSortOrder(tx, place(ctx))),
      owned_by_id: ctx.userId,
      created_by: ctx.userId,
      updated_by: ctx.userId,
    });
    await viewEvent(tx, ctx, "created", row, []);
    return loadView(tx, place(ctx), ctx.userId, row.id);
  });
}

/** The changes a body asks for, merged over the current settings the way user properties merge. */
function changesOf(current: repo.ViewRow, body: UpdateViewBody): Partial<repo.ViewInsert> {
  const { filters, display_filters, display_properties, ...plain } = body;
  const changes: Partial<repo.ViewInsert> = { ...plain };
  if (filters) {
    const merged: IssueFilters = compactFilters(resolveFilters(current.filters));
    for (const [key, values] of Object.entries(filters)) {
      if (values !== undefined) merged[key as keyof IssueFilters] = values;
    }
    changes.filters = compactFilters(merged);
  }
  if (display_filters) {
    const scope = displayScopeOf(current.project_id);
    changes.display_filters = applyDisplayRules(
      resolveDisplayFilters(current.project_id, current.display_filters),
      display_filters,
      scope,
    );
  }
  if (display_properties) {
    changes.display_properties = { ...resolveDisplayProperties(current.display_properties), ...display_properties };
  }
  return changes;
}

/** The wire fields whose value differs between two versions of a view. */
function changedFields(before: repo.ViewRow, after: repo.ViewRow): string[] {
  const a = toView(before, null);
  const b = toView(after, null);
  return (Object.keys(b) as (keyof IssueView)[]).filter(
    (k) => k !== "updated_at" && k !== "updated_by" && JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
}

/**
 * Lock, unlock and access changes are PATCHes of is_locked and access. A locked view refuses changes to
 * its content unless the same call unlocks it. Turning a view private takes it out of everyone else's favorites.
 */
export async function updateView(db: Db, ctx: ViewContext, viewId: string, body: UpdateViewBody): Promise<IssueView> {
  return db.transaction(async (tx) => {
    const current = await requireView(tx, ctx, viewId, true);
    requireManager(ctx, current);
    const touched = LOCKED_VIEW_FIELDS.filter((k) => body[k] !== undefined);
    if (current.is_locked && body.is_locked !== false && touched.length > 0) {
      throw conflict(`This view is locked. Unlock it before changing its ${touched.join(", ").replace(/_/g, " ")}.`);
    }
    const row = await repo.updateView(tx, current.id, { ...changesOf(current, body), updated_by: ctx.userId });
    const changed = changedFields(current, row);
    if (changed.includes("access") && row.access === VIEW_ACCESS.PRIVATE) {
      await deleteFavorites(tx, "view", row.id, row.owned_by_id ? { exceptUserId: row.owned_by_id } : {});
    }
    if (changed.length > 0) await viewEvent(tx, ctx, "updated", row, changed);
    return loadView(tx, place(ctx), ctx.userId, row.id);
  });
}

export async function setViewLock(db: Db, ctx: ViewContext, viewId: string, locked: boolean): Promise<IssueView> {
  return updateView(db, ctx, viewId, { is_locked: locked });
}

/** Deleting a view takes it out of everyone's favorites. */
export async function deleteView(db: Db, ctx: ViewContext, viewId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireView(tx, ctx, viewId, true);
    requireManager(ctx, current);
    await deleteFavorites(tx, "view", current.id);
    await repo.deleteView(tx, current.id);
    await viewDeletedEvent(tx, ctx, current);
  });
}

/** Archiving and restoring a view: its owner or an admin, announced where the view lives. */
const archiving = (ctx: ViewContext, viewId: string): ArchiveSteps<repo.ViewRow> => ({
  find: async (tx) => {
    const current = await requireView(tx, ctx, viewId, true);
    requireManager(ctx, current);
    return current;
  },
  write: (tx, id, archived_at) => repo.updateView(tx, id, { archived_at, updated_by: ctx.userId }),
  announce: (tx, row, action) => viewEvent(tx, ctx, action, row, ["archived_at"]),
});

/** Archived views leave the normal list and every favorite list (spec §4), like cycles and modules. */
export const archiveView = (db: Db, ctx: ViewContext, viewId: string) => archiveEntity(db, "view", archiving(ctx, viewId));

export const restoreView = (db: Db, ctx: ViewContext, viewId: string) => restoreEntity(db, archiving(ctx, viewId));

export const favoriteView = (db: Db, ctx: ViewContext, viewId: string) =>
  favoriteEntity(db, "view", {
    find: (tx) => requireView(tx, ctx, viewId),
    workspaceId: ctx.workspaceId,
    userId: ctx.userId,
    toFavorite: toViewFavorite,
  });

/** Only a view of this project (or workspace) is unfavorited here. */
export async function unfavoriteView(db: Db, ctx: ViewContext, viewId: string): Promise<void> {
  const view = isUuid(viewId) ? await repo.findView(db, place(ctx), viewId.toLowerCase()) : undefined;
  await unfavoriteEntity(db, "view", view?.id, ctx.userId);
}
