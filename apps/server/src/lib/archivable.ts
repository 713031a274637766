import type { Db } from "../db/client";
import { badRequest, notFound } from "./errors";
import { addFavorite, deleteFavorites, type FavoriteRow } from "./favorites";

/** The planning entities a user archives, restores and favorites the same way: cycles, modules, views and pages. */
export type ArchivableType = "cycle" | "module" | "view" | "page";

type ArchivableRow = { id: string; archived_at: Date | null };

/** How one entity is archived and restored; each service builds it for the caller and the entity at hand. */
export interface ArchiveSteps<Row extends ArchivableRow> {
  /** The entity, locked, once the caller may change it (throws 404 or 403 otherwise). */
  find: (tx: Db) => Promise<Row>;
  /** Writes `archived_at` (and who changed it) and answers the row after. */
  write: (tx: Db, id: string, archivedAt: Date | null) => Promise<Row>;
  /** Tells the project or workspace; `archived_at` is the one changed field. */
  announce: (tx: Db, row: Row, action: "archived" | "restored") => Promise<void>;
}

/**
 * Archives once: an archived entity answers its archive time again. `refusal` says why this one cannot be archived
 * (a cycle not completed, a module not finished). Archiving drops the entity from every favorite list (spec §4).
 */
export async function archiveEntity<Row extends ArchivableRow>(
  db: Db,
  type: ArchivableType,
  steps: ArchiveSteps<Row> & { refusal?: (row: Row) => string | undefined },
): Promise<{ archived_at: string }> {
  return db.transaction(async (tx) => {
    const current = await steps.find(tx);
    if (current.archived_at) return { archived_at: current.archived_at.toISOString() };
    const refused = steps.refusal?.(current);
    if (refused) throw badRequest(refused);
    const row = await steps.write(tx, current.id, new Date());
    await deleteFavorites(tx, type, current.id);
    await steps.announce(tx, row, "archived");
    return { archived_at: (row.archived_at as Date).toISOString() };
  });
}

/** Restoring an entity that is not archived does nothing. */
export async function restoreEntity<Row extends ArchivableRow>(db: Db, steps: ArchiveSteps<Row>): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await steps.find(tx);
    if (!current.archived_at) return;
    const row = await steps.write(tx, current.id, null);
    await steps.announce(tx, row, "restored");
  });
}

/**
 * Favoriting is idempotent so a retried optimistic toggle does not fail: an existing favorite answers
 * `created: false` (200). An archived entity cannot be favorited.
 */
export async function favoriteEntity<Row extends ArchivableRow & { project_id: string | null }, Favorite>(
  db: Db,
  type: ArchivableType,
  opts: {
    find: (tx: Db) => Promise<Row>;
    workspaceId: string;
    userId: string;
    toFavorite: (favorite: FavoriteRow, row: Row) => Favorite;
  },
): Promise<{ created: boolean; favorite: Favorite }> {
  return db.transaction(async (tx) => {
    const entity = await opts.find(tx);
    if (entity.archived_at) throw badRequest(`${type}: an archived ${type} cannot be added to favorites`);
    const { created, row } = await addFavorite(tx, {
      workspace_id: opts.workspaceId,
      user_id: opts.userId,
      project_id: entity.project_id,
      entity_type: type,
      entity_identifier: entity.id,
    });
    return { created, favorite: opts.toFavorite(row, entity) };
  });
}

/** Takes the entity out of the user's favorites; 404 when it was not one (or `entityId` names nothing). */
export async function unfavoriteEntity(
  db: Db,
  type: ArchivableType,
  entityId: string | undefined,
  userId: string,
): Promise<void> {
  const removed = entityId ? await deleteFavorites(db, type, entityId, { userId }) : 0;
  if (removed === 0) throw notFound("Favorite not found");
}
