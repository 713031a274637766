import { FAVORITE_SEQUENCE_STEP } from "@hangar/contracts";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { cycles, issueViews, modules, pages, projectMembers, projects, userFavorites } from "../../db/schema";
import { type FavoriteOwner, type FavoriteRow, ownedBy } from "../../lib/favorites";
import { isUuid } from "../../lib/permissions";

export type FavoriteValues = typeof userFavorites.$inferInsert;

/**
 * A favorite with what the sidebar shows of its entity and what decides whether the owner may still read
 * it: the favorite's project and the owner's membership of it, and the entity itself (null when gone).
 */
export type ListedFavorite = Awaited<ReturnType<typeof selectListed>>[number];

const of = (type: string, id: AnyPgColumn) => and(eq(userFavorites.entity_type, type), eq(id, userFavorites.entity_identifier));

function selectListed(db: Db, owner: FavoriteOwner, where: SQL | undefined) {
  return db
    .select({
      favorite: userFavorites,
      project: {
        id: projects.id,
        name: projects.name,
        identifier: projects.identifier,
        logo_props: projects.logo_props,
        archived_at: projects.archived_at,
        issue_views_view: projects.issue_views_view,
        page_view: projects.page_view,
        guest_view_all_features: projects.guest_view_all_features,
      },
      role: projectMembers.role,
      cycle: { name: cycles.name, project_id: cycles.project_id, archived_at: cycles.archived_at },
      module: { name: modules.name, project_id: modules.project_id, archived_at: modules.archived_at },
      view: {
        name: issueViews.name,
        workspace_id: issueViews.workspace_id,
        project_id: issueViews.project_id,
        archived_at: issueViews.archived_at,
        access: issueViews.access,
        owned_by_id: issueViews.owned_by_id,
      },
      page: {
        name: pages.name,
        logo_props: pages.logo_props,
        project_id: pages.project_id,
        archived_at: pages.archived_at,
        access: pages.access,
        owned_by_id: pages.owned_by_id,
      },
    })
    .from(userFavorites)
    .leftJoin(projects, eq(projects.id, userFavorites.project_id))
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.project_id, userFavorites.project_id),
        eq(projectMembers.member_id, owner.userId),
        eq(projectMembers.is_active, true),
      ),
    )
    .leftJoin(cycles, of("cycle", cycles.id))
    .leftJoin(modules, of("module", modules.id))
    .leftJoin(issueViews, of("view", issueViews.id))
    .leftJoin(pages, of("page", pages.id))
    .where(and(ownedBy(owner), where))
    .orderBy(asc(userFavorites.sequence), asc(userFavorites.created_at), asc(userFavorites.id));
}

/** The owner's favorites, the top of the list (`top`) or all of them, in sequence order. */
export const listFavorites = (db: Db, owner: FavoriteOwner, opts: { top: boolean }) =>
  selectListed(db, owner, opts.top ? isNull(userFavorites.parent_id) : undefined);

/** The favorites inside one folder. */
export const listFolder = (db: Db, owner: FavoriteOwner, folderId: string) =>
  selectListed(db, owner, eq(userFavorites.parent_id, folderId));

/** One favorite with its entity, as listed. */
export async function findListed(db: Db, owner: FavoriteOwner, favoriteId: string): Promise<ListedFavorite | undefined> {
  const [row] = await selectListed(db, owner, eq(userFavorites.id, favoriteId));
  return row;
}

/** One of the owner's favorites; anyone else's, or a malformed id, is none. */
export async function findOwn(db: Db, owner: FavoriteOwner, favoriteId: string, lock = false): Promise<FavoriteRow | undefined> {
  if (!isUuid(favoriteId)) return undefined;
  const query = db
    .select()
    .from(userFavorites)
    .where(and(ownedBy(owner), eq(userFavorites.id, favoriteId.toLowerCase())))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The owner's folder of this name (case-insensitive), if any. */
export async function findFolderNamed(db: Db, owner: FavoriteOwner, name: string): Promise<FavoriteRow | undefined> {
  const [row] = await db
    .select()
    .from(userFavorites)
    .where(and(ownedBy(owner), eq(userFavorites.is_folder, true), sql`lower(${userFavorites.name}) = lower(${name})`))
    .limit(1);
  return row;
}

export async function insertFavorite(db: Db, values: FavoriteValues): Promise<FavoriteRow> {
  const [row] = await db.insert(userFavorites).values(values).returning();
  return row;
}

export async function updateFavorite(db: Db, id: string, values: Partial<FavoriteValues>): Promise<FavoriteRow> {
  const [row] = await db
    .update(userFavorites)
    .set({ ...values, updated_at: new Date() })
    .where(eq(userFavorites.id, id))
    .returning();
  return row;
}

/** The owner's sequences in list order: a reorder checks the gaps it left. */
export async function sequences(db: Db, owner: FavoriteOwner): Promise<number[]> {
  const rows = await db
    .select({ sequence: userFavorites.sequence })
    .from(userFavorites)
    .where(ownedBy(owner))
    .orderBy(asc(userFavorites.sequence), asc(userFavorites.created_at), asc(userFavorites.id));
  return rows.map((r) => r.sequence);
}

/** Renumbers the owner's favorites in their current order, 10000 apart (spec §9's step). */
export async function rebalance(db: Db, owner: FavoriteOwner): Promise<void> {
  await db.execute(sql`
    update ${userFavorites} set sequence = ranked.n * ${FAVORITE_SEQUENCE_STEP}, updated_at = now()
    from (
      select id, row_number() over (order by sequence, created_at, id) as n
      from ${userFavorites} where workspace_id = ${owner.workspaceId} and user_id = ${owner.userId}
    ) ranked
    where ${userFavorites}.id = ranked.id`);
}
