import {
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  DISPLAY_PROPERTY_KEYS,
  type DisplayFilters,
  type DisplayProperties,
  defaultDisplayFilters,
  displayFiltersSchema,
  ISSUE_FILTER_KEYS,
  type IssueFilters,
  type IssueView,
  issueFiltersSchema,
  VIEW_ACCESS,
  type ViewAccess,
  type ViewFavorite,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { recordEvent } from "../../lib/events";
import { type FavoriteRow, toFavorite } from "../../lib/favorites";
import type { ViewPlace, ViewRow } from "./views.repo";
import { selectViews } from "./views.repo";

/** Project views and workspace views keep the defaults (and display rules) of their list. */
export const displayScopeOf = (projectId: string | null) => (projectId ? "project" : "workspace");

/** Stored filters as the full set of keys, null where unset; values that are no longer valid are left out. */
export function resolveFilters(stored: Record<string, unknown>): Record<(typeof ISSUE_FILTER_KEYS)[number], string[] | null> {
  const filters = { ...DEFAULT_ISSUE_FILTERS };
  const parsed = issueFiltersSchema.safeParse(stored);
  if (!parsed.success) return filters;
  for (const key of ISSUE_FILTER_KEYS) {
    const values = parsed.data[key];
    filters[key] = values && values.length > 0 ? values : null;
  }
  return filters;
}

/** The set filters only, as they are stored and as the issue list takes them. */
export function compactFilters(filters: IssueFilters): IssueFilters {
  const out: IssueFilters = {};
  for (const key of ISSUE_FILTER_KEYS) {
    const values = filters[key];
    if (values && values.length > 0) out[key] = values;
  }
  return out;
}

/** Stored display settings over the scope's defaults, value by value, so a key added later shows its default. */
export function resolveDisplayFilters(projectId: string | null, stored: Record<string, unknown>): DisplayFilters {
  const display = defaultDisplayFilters(displayScopeOf(projectId));
  const shape = displayFiltersSchema.shape;
  for (const key of Object.keys(shape) as (keyof DisplayFilters)[]) {
    const parsed = shape[key].safeParse(stored[key]);
    if (parsed.success) (display as Record<string, unknown>)[key] = parsed.data;
  }
  return display;
}

export function resolveDisplayProperties(stored: Record<string, unknown>): DisplayProperties {
  const properties: DisplayProperties = { ...DEFAULT_DISPLAY_PROPERTIES };
  for (const key of DISPLAY_PROPERTY_KEYS) {
    const value = stored[key];
    if (typeof value === "boolean") properties[key] = value;
  }
  return properties;
}

export function toView(row: ViewRow, favoriteId: string | null): IssueView {
  return {
    id: row.id,
    workspace: row.workspace_id,
    project: row.project_id,
    name: row.name,
    description: row.description,
    filters: resolveFilters(row.filters),
    display_filters: resolveDisplayFilters(row.project_id, row.display_filters),
    display_properties: resolveDisplayProperties(row.display_properties),
    access: (row.access === VIEW_ACCESS.PRIVATE ? VIEW_ACCESS.PRIVATE : VIEW_ACCESS.PUBLIC) as ViewAccess,
    is_locked: row.is_locked,
    is_favorite: favoriteId !== null,
    owned_by: row.owned_by_id,
    created_by: row.created_by,
    updated_by: row.updated_by,
    archived_at: row.archived_at ? row.archived_at.toISOString() : null,
    sort_order: row.sort_order,
    logo_props: row.logo_props,
    anchor: null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One view as the caller sees it (their favorite flag). */
export async function loadView(db: Db, place: ViewPlace, userId: string, viewId: string): Promise<IssueView> {
  const [row] = await selectViews(db, { ...place, userId, viewIds: [viewId] });
  return toView(row.view, row.favoriteId);
}

export function toViewFavorite(row: FavoriteRow, view: ViewRow): ViewFavorite {
  return toFavorite(row, "view", view, { name: view.name });
}

export type ViewActor = ViewPlace & { userId: string };

/**
 * A private view is its owner's alone, and so are its events (lib/visibility.ts): no one else hears its
 * id, owner, name or filters. A view turning private tells everyone else only that the view they had
 * (its id) is private now, so their screens drop it.
 */
export async function viewEvent(
  tx: Db,
  actor: ViewActor,
  action: "created" | "updated" | "archived" | "restored",
  row: ViewRow,
  changed: string[],
) {
  const scope = { workspace_id: actor.workspaceId, project_id: actor.projectId, actor_id: actor.userId };
  const isPrivate = row.access === VIEW_ACCESS.PRIVATE;
  await recordEvent(tx, {
    ...scope,
    entity_type: "view",
    entity_id: row.id,
    action,
    payload: { view: toView(row, null), changed },
    recipient_id: isPrivate ? ownerOf(row, actor) : null,
  });
  if (isPrivate && changed.includes("access")) {
    await recordEvent(tx, {
      ...scope,
      entity_type: "view",
      entity_id: row.id,
      action,
      payload: { id: row.id, access: VIEW_ACCESS.PRIVATE, changed: ["access"] },
    });
  }
}

/** Who hears of a private view: its owner (a view without one is private to no one but who acts on it). */
const ownerOf = (row: ViewRow, actor: ViewActor) => row.owned_by_id ?? actor.userId;

export async function viewDeletedEvent(tx: Db, actor: ViewActor, row: ViewRow) {
  await recordEvent(tx, {
    workspace_id: actor.workspaceId,
    project_id: actor.projectId,
    entity_type: "view",
    entity_id: row.id,
    action: "deleted",
    actor_id: actor.userId,
    payload: { id: row.id },
    recipient_id: row.access === VIEW_ACCESS.PRIVATE ? ownerOf(row, actor) : null,
  });
}
