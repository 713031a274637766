import {
  type CreateStickyBody,
  type LiveChangeOf,
  STICKY_DEFAULT_COLOR,
  STICKY_PAGE_SIZE,
  type Sticky,
  type StickyPage,
  type UpdateStickyBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { recordEvent } from "../../lib/events";
import { pageInfo, parseCursor } from "../../lib/pagination";
import type { WorkspaceAccess } from "../../lib/permissions";
import { sanitizeRichText, stripHtml } from "../../lib/sanitize";
import * as repo from "./stickies.repo";

/** Below this gap between neighbours a midpoint loses precision, so the owner's list is renumbered. */
const MIN_SORT_GAP = 1e-6;

const ownerOf = (access: WorkspaceAccess): repo.StickyOwner => ({ workspaceId: access.workspace.id, ownerId: access.userId });

/** A sticky is its owner's alone: anyone else is told it does not exist, as for an object of another workspace. */
async function requireSticky(db: Db, access: WorkspaceAccess, stickyId: string) {
  const row = await repo.findSticky(db, ownerOf(access), stickyId);
  if (!row) throw notFound("Sticky not found");
  return row;
}

/** Only the owner hears of their stickies: their other open screens update, nobody else's do. */
function recordStickyEvent(tx: Db, access: WorkspaceAccess, stickyId: string, change: LiveChangeOf<"sticky">) {
  return recordEvent(tx, {
    workspace_id: access.workspace.id,
    entity_type: "sticky",
    entity_id: stickyId,
    actor_id: access.userId,
    recipient_id: access.userId,
    ...change,
  });
}

/** The stored forms of a body: sanitized HTML, and its plain text for search. */
function bodyColumns(html: string) {
  const description_html = sanitizeRichText(html);
  return { description_html, description_stripped: stripHtml(description_html) };
}

export async function listStickies(
  db: Db,
  access: WorkspaceAccess,
  query: { cursor?: string; per_page?: number; query?: string },
): Promise<StickyPage> {
  const cursor = parseCursor(query.cursor, query.per_page, STICKY_PAGE_SIZE);
  const { rows, total } = await repo.listStickies(db, ownerOf(access), {
    search: query.query || undefined,
    limit: cursor.perPage,
    offset: cursor.start,
  });
  return { results: rows.map(repo.toSticky), ...pageInfo(cursor, { count: rows.length, total }) };
}

export async function getSticky(db: Db, access: WorkspaceAccess, stickyId: string): Promise<Sticky> {
  return repo.toSticky(await requireSticky(db, access, stickyId));
}

/** Midpoint moves halve the gap each time; once neighbours are closer than floats can split, renumber. */
async function rebalanceIfCrowded(tx: Db, owner: repo.StickyOwner): Promise<boolean> {
  const orders = await repo.sortOrders(tx, owner);
  const crowded = orders.some((order, i) => i > 0 && orders[i - 1] - order < MIN_SORT_GAP);
  if (crowded) await repo.rebalance(tx, owner);
  return crowded;
}

export async function createSticky(db: Db, access: WorkspaceAccess, body: CreateStickyBody): Promise<Sticky> {
  const owner = ownerOf(access);
  return db.transaction(async (tx) => {
    await repo.lockOwnerStickies(tx, owner);
    const inserted = await repo.insertSticky(tx, {
      workspace_id: owner.workspaceId,
      owner_id: owner.ownerId,
      name: body.name ?? "",
      ...bodyColumns(body.description_html ?? ""),
      background_color: body.background_color ?? STICKY_DEFAULT_COLOR,
      sort_order: body.sort_order ?? (await repo.topSortOrder(tx, owner)),
    });
    const rebalanced = body.sort_order !== undefined && (await rebalanceIfCrowded(tx, owner));
    const row = rebalanced ? ((await repo.findStickyById(tx, inserted.id)) ?? inserted) : inserted;
    const sticky = repo.toSticky(row);
    await recordStickyEvent(tx, access, sticky.id, { action: "created", payload: { sticky, changed: [] } });
    return sticky;
  });
}

export async function updateSticky(db: Db, access: WorkspaceAccess, stickyId: string, body: UpdateStickyBody): Promise<Sticky> {
  const owner = ownerOf(access);
  return db.transaction(async (tx) => {
    await repo.lockOwnerStickies(tx, owner);
    const current = await requireSticky(tx, access, stickyId);
    const changes: Partial<repo.StickyValues> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.description_html !== undefined) Object.assign(changes, bodyColumns(body.description_html));
    if (body.background_color !== undefined) changes.background_color = body.background_color;
    if (body.sort_order !== undefined) changes.sort_order = body.sort_order;
    const updated = await repo.updateSticky(tx, current.id, changes);
    const rebalanced = body.sort_order !== undefined && (await rebalanceIfCrowded(tx, owner));
    const row = rebalanced ? ((await repo.findStickyById(tx, current.id)) ?? updated) : updated;
    const before = repo.toSticky(current);
    const sticky = repo.toSticky(row);
    const changed = (Object.keys(sticky) as (keyof Sticky)[]).filter((k) => k !== "updated_at" && before[k] !== sticky[k]);
    // A rebalance moved the others too: the owner's screens reload the list on any sticky event.
    if (changed.length > 0 || rebalanced)
      await recordStickyEvent(tx, access, sticky.id, { action: "updated", payload: { sticky, changed } });
    return sticky;
  });
}

export async function deleteSticky(db: Db, access: WorkspaceAccess, stickyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireSticky(tx, access, stickyId);
    await repo.deleteSticky(tx, current.id);
    await recordStickyEvent(tx, access, current.id, { action: "deleted", payload: { id: current.id } });
  });
}
