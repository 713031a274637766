import {
  PAGE_ACCESS,
  type Page,
  type PageAccess,
  type PageDetail,
  type PageFavorite,
  type PageVersion,
  type PageVersionDetail,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { recordEvent } from "../../lib/events";
import { type FavoriteRow, toFavorite } from "../../lib/favorites";
import type { PageVersionRow } from "./page-versions.repo";
import type { PageRow } from "./pages.repo";

export function toPage(row: PageRow, favoriteId: string | null): Page {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    label_ids: [],
    owned_by: row.owned_by_id,
    access: (row.access === PAGE_ACCESS.PRIVATE ? PAGE_ACCESS.PRIVATE : PAGE_ACCESS.PUBLIC) as PageAccess,
    anchor: null,
    logo_props: row.logo_props,
    view_props: row.view_props,
    is_favorite: favoriteId !== null,
    is_locked: row.is_locked,
    archived_at: row.archived_at ? row.archived_at.toISOString() : null,
    workspace: row.workspace_id,
    project: row.project_id,
    project_ids: [row.project_id],
    team: null,
    parent: row.parent_id,
    sort_order: row.sort_order,
    created_by: row.created_by,
    updated_by: row.updated_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const toPageDetail = (row: PageRow, favoriteId: string | null): PageDetail => ({
  ...toPage(row, favoriteId),
  description_html: row.description_html,
});

export function toPageVersion(row: PageVersionRow): PageVersion {
  return {
    id: row.id,
    page: row.page_id,
    workspace: row.workspace_id,
    project: row.project_id,
    owned_by: row.owned_by_id,
    last_saved_at: row.last_saved_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const toPageVersionDetail = (row: PageVersionRow): PageVersionDetail => ({
  ...toPageVersion(row),
  description_html: row.description_html,
  description_json: row.description_json ?? null,
  description_binary: row.description_binary ? row.description_binary.toString("base64") : null,
});

export const toPageFavorite = (row: FavoriteRow, page: PageRow): PageFavorite =>
  toFavorite(row, "page", page, { name: page.name, logo_props: page.logo_props });

export type PageActorIds = { workspaceId: string; userId: string };

/** Who hears of a private page: its owner (one without an owner is private to whoever acts on it). */
const ownerOf = (row: PageRow, actor: PageActorIds) => row.owned_by_id ?? actor.userId;
const isPrivate = (row: PageRow) => row.access === PAGE_ACCESS.PRIVATE;

/**
 * A private page is its owner's alone, and so are its events (lib/visibility.ts): no one else hears its
 * id, name or owner. A page turning private tells everyone else only that the page they had (its id) is
 * private now, so their screens drop it. Guests hear of public pages only where they may read them.
 */
export async function pageEvent(
  tx: Db,
  actor: PageActorIds,
  action: "created" | "updated" | "archived" | "restored",
  row: PageRow,
  changed: string[],
) {
  const scope = { workspace_id: actor.workspaceId, project_id: row.project_id, actor_id: actor.userId };
  await recordEvent(tx, {
    ...scope,
    entity_type: "page",
    entity_id: row.id,
    action,
    payload: { page: toPage(row, null), changed },
    recipient_id: isPrivate(row) ? ownerOf(row, actor) : null,
  });
  if (isPrivate(row) && changed.includes("access")) {
    await recordEvent(tx, {
      ...scope,
      entity_type: "page",
      entity_id: row.id,
      action,
      payload: { id: row.id, access: PAGE_ACCESS.PRIVATE, changed: ["access"] },
    });
  }
}

/** The page left `projectId` (deleted, or moved away). */
export async function pageGoneEvent(tx: Db, actor: PageActorIds, row: PageRow, projectId: string) {
  await recordEvent(tx, {
    workspace_id: actor.workspaceId,
    project_id: projectId,
    entity_type: "page",
    entity_id: row.id,
    action: "deleted",
    actor_id: actor.userId,
    payload: { id: row.id },
    recipient_id: isPrivate(row) ? ownerOf(row, actor) : null,
  });
}
