import {
  type EntityFavorite,
  FAVORITE_FIRST_SEQUENCE,
  FAVORITE_SEQUENCE_STEP,
  type FavoriteEntityType,
  type FavoriteRef,
  type LiveChangeOf,
} from "@hangar/contracts";
import { and, eq, inArray, max, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { userFavorites } from "../db/schema";
import { recordEvent } from "./events";

/**
 * One row of `user_favorites`: what projects, cycles, modules, views and pages are favorited through (each
 * feature's own favorite calls and the favorites sidebar's `user-favorites/` alike), and the sidebar's folders.
 */
export type FavoriteRow = typeof userFavorites.$inferSelect;

/** Whose list: one user's favorites in one workspace. */
export type FavoriteOwner = { workspaceId: string; userId: string };

/** The user's favorite of one entity; `entityId` may be a column, to left-join the caller's favorite flag into a list. */
export const favoriteOf = (userId: string, entityType: FavoriteEntityType, entityId: SQLWrapper | string) =>
  and(
    eq(userFavorites.user_id, userId),
    eq(userFavorites.entity_type, entityType),
    eq(userFavorites.entity_identifier, entityId),
  );

export const ownedBy = (owner: FavoriteOwner) =>
  and(eq(userFavorites.workspace_id, owner.workspaceId), eq(userFavorites.user_id, owner.userId));

export async function findFavorite(
  db: Db,
  userId: string,
  entityType: FavoriteEntityType,
  entityId: string,
): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .select()
    .from(userFavorites)
    .where(favoriteOf(userId, entityType, entityId))
    .limit(1);
  return row;
}

/** What a live event says of a favorite. */
export const favoriteRef = (row: FavoriteRow): FavoriteRef => ({
  id: row.id,
  entity_type: row.entity_type as FavoriteRef["entity_type"],
  entity_identifier: row.entity_identifier,
  project_id: row.project_id,
  parent: row.parent_id,
});

/** Only the owner hears of their favorites: their other screens refresh the sidebar and the stars it names. */
export function recordFavoriteEvent(tx: Db, row: FavoriteRow, actorId: string | null, change: LiveChangeOf<"favorite">) {
  return recordEvent(tx, {
    workspace_id: row.workspace_id,
    entity_id: change.action === "deleted" ? change.payload.id : row.id,
    actor_id: actorId,
    recipient_id: row.user_id,
    entity_type: "favorite",
    ...change,
  });
}

/** Serialises one user's favorite writes, so two quick stars never take the same last place. */
export async function lockFavorites(tx: Db, owner: FavoriteOwner) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favorites:${owner.workspaceId}:${owner.userId}`}, 0))`);
}

/** Where a new favorite goes: last, 10000 after the user's last one (spec §9). */
export async function nextSequence(tx: Db, owner: FavoriteOwner): Promise<number> {
  const [last] = await tx
    .select({ sequence: max(userFavorites.sequence) })
    .from(userFavorites)
    .where(ownedBy(owner));
  return last?.sequence == null ? FAVORITE_FIRST_SEQUENCE : last.sequence + FAVORITE_SEQUENCE_STEP;
}

/**
 * Adds the user's favorite after their others, or answers the one they already have: favoriting is idempotent so a
 * retried optimistic toggle does not fail. `parent_id` puts a new one straight into a folder.
 */
export async function addFavorite(
  db: Db,
  values: {
    workspace_id: string;
    user_id: string;
    project_id: string | null;
    entity_type: FavoriteEntityType;
    entity_identifier: string;
    parent_id?: string | null;
  },
): Promise<{ created: boolean; row: FavoriteRow }> {
  return db.transaction(async (tx) => {
    const owner = { workspaceId: values.workspace_id, userId: values.user_id };
    await lockFavorites(tx, owner);
    const existing = await findFavorite(tx, values.user_id, values.entity_type, values.entity_identifier);
    if (existing) return { created: false, row: existing };
    const [row] = await tx
      .insert(userFavorites)
      .values({ ...values, sequence: await nextSequence(tx, owner) })
      .returning();
    await recordFavoriteEvent(tx, row, row.user_id, { action: "created", payload: { favorite: favoriteRef(row), changed: [] } });
    return { created: true, row };
  });
}

/**
 * Deletes favorites and tells each owner which went (one event per owner). A folder's contents go with it
 * (the parent key cascades), so they are read first to be named too.
 */
export async function removeFavorites(tx: Db, where: SQL | undefined, actorId: string | null): Promise<FavoriteRow[]> {
  const rows = await tx.select().from(userFavorites).where(where);
  if (rows.length === 0) return rows;
  const folders = rows.filter((r) => r.is_folder).map((r) => r.id);
  const contents = folders.length ? await tx.select().from(userFavorites).where(inArray(userFavorites.parent_id, folders)) : [];
  const gone = [...new Map([...rows, ...contents].map((r) => [r.id, r])).values()];
  await tx.delete(userFavorites).where(
    inArray(
      userFavorites.id,
      gone.map((r) => r.id),
    ),
  );
  const byOwner = new Map<string, FavoriteRow[]>();
  for (const row of gone) byOwner.set(row.user_id, [...(byOwner.get(row.user_id) ?? []), row]);
  for (const owned of byOwner.values()) {
    const first = owned[0] as FavoriteRow;
    await recordFavoriteEvent(tx, first, actorId, {
      action: "deleted",
      payload: { id: first.id, removed: owned.map(favoriteRef) },
    });
  }
  return gone;
}

/**
 * Removes the favorites of one entity: one user's (unfavorite), everyone's (archive, delete), or everyone's but one
 * user's (a view turned private, so only its owner still sees it). Answers how many went.
 */
export async function deleteFavorites(
  tx: Db,
  entityType: FavoriteEntityType,
  entityId: string,
  opts: { workspaceId?: string; userId?: string; exceptUserId?: string } = {},
): Promise<number> {
  const where = and(
    eq(userFavorites.entity_type, entityType),
    eq(userFavorites.entity_identifier, entityId),
    opts.workspaceId ? eq(userFavorites.workspace_id, opts.workspaceId) : undefined,
    opts.userId ? eq(userFavorites.user_id, opts.userId) : undefined,
    opts.exceptUserId ? ne(userFavorites.user_id, opts.exceptUserId) : undefined,
  );
  return (await tx.transaction((inner) => removeFavorites(inner, where, opts.userId ?? null))).length;
}

/** A user who leaves a project (or is removed) loses every favorite in it: they can no longer open any of it. */
export async function deleteProjectFavoritesOf(tx: Db, projectId: string, userId: string, actorId: string): Promise<void> {
  await removeFavorites(tx, and(eq(userFavorites.project_id, projectId), eq(userFavorites.user_id, userId)), actorId);
}

/** The wire shape of a favorite row for its entity. */
export function toFavorite<Type extends FavoriteEntityType, Data, ProjectId extends string | null>(
  row: FavoriteRow,
  entityType: Type,
  entity: { id: string; project_id: ProjectId },
  entityData: Data,
): EntityFavorite<Type, Data, ProjectId> {
  return {
    id: row.id,
    entity_type: entityType,
    entity_identifier: entity.id,
    entity_data: entityData,
    project_id: entity.project_id,
    parent: row.parent_id,
    is_folder: row.is_folder,
    sequence: row.sequence,
    name: row.name,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
  };
}
