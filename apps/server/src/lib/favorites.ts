import { type EntityFavorite, type FavoriteEntityType, SORT_ORDER_STEP } from "@hangar/contracts";
import { and, eq, max, ne, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../db/client";
import { userFavorites } from "../db/schema";

/** One row of `user_favorites`; projects, cycles, modules and views all favorite through it. */
export type FavoriteRow = typeof userFavorites.$inferSelect;

/** The user's favorite of one entity; `entityId` may be a column, to left-join the caller's favorite flag into a list. */
export const favoriteOf = (userId: string, entityType: FavoriteEntityType, entityId: SQLWrapper | string) =>
  and(
    eq(userFavorites.user_id, userId),
    eq(userFavorites.entity_type, entityType),
    eq(userFavorites.entity_identifier, entityId),
  );

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

/**
 * Adds the user's favorite after their others, or answers the one they already have: favoriting is idempotent so a
 * retried optimistic toggle does not fail.
 */
export async function addFavorite(
  tx: Db,
  values: {
    workspace_id: string;
    user_id: string;
    project_id: string | null;
    entity_type: FavoriteEntityType;
    entity_identifier: string;
  },
): Promise<{ created: boolean; row: FavoriteRow }> {
  const existing = await findFavorite(tx, values.user_id, values.entity_type, values.entity_identifier);
  if (existing) return { created: false, row: existing };
  const [last] = await tx
    .select({ sequence: max(userFavorites.sequence) })
    .from(userFavorites)
    .where(and(eq(userFavorites.workspace_id, values.workspace_id), eq(userFavorites.user_id, values.user_id)));
  const [row] = await tx
    .insert(userFavorites)
    .values({ ...values, sequence: last?.sequence == null ? 65535 : last.sequence + SORT_ORDER_STEP })
    .returning();
  return { created: true, row };
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
  const rows = await tx
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.entity_type, entityType),
        eq(userFavorites.entity_identifier, entityId),
        opts.workspaceId ? eq(userFavorites.workspace_id, opts.workspaceId) : undefined,
        opts.userId ? eq(userFavorites.user_id, opts.userId) : undefined,
        opts.exceptUserId ? ne(userFavorites.user_id, opts.exceptUserId) : undefined,
      ),
    )
    .returning({ id: userFavorites.id });
  return rows.length;
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
