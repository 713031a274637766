import { PAGE_ACCESS, type PageOrderBy, SORT_ORDER_STEP } from "@hangar/contracts";
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, max, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pages, userFavorites } from "../../db/schema";
import { favoriteOf } from "../../lib/favorites";

export type PageRow = typeof pages.$inferSelect;
export type PageInsert = typeof pages.$inferInsert;

export type PageFilter = {
  projectId: string;
  /** The caller: they see their own private pages, and the public ones when `readsPublic`. */
  userId: string;
  readsPublic: boolean;
  pageIds?: string[];
  archived?: boolean;
  type?: "all" | "public" | "private";
  search?: string;
  ownedBy?: string[];
  /** Inclusive UTC day bounds on created_at. */
  createdFrom?: Date;
  createdBefore?: Date;
  orderBy?: PageOrderBy;
};

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function visibleTo(f: PageFilter): SQL | undefined {
  const own = and(eq(pages.access, PAGE_ACCESS.PRIVATE), eq(pages.owned_by_id, f.userId));
  const pub = eq(pages.access, PAGE_ACCESS.PUBLIC);
  if (f.type === "private") return own;
  if (f.type === "public") return f.readsPublic ? pub : sql`false`;
  return f.readsPublic ? or(pub, own) : or(own, and(pub, eq(pages.owned_by_id, f.userId)));
}

function orderOf(orderBy: PageOrderBy): SQL[] {
  const descending = orderBy.startsWith("-");
  const field = orderBy.replace(/^-/, "");
  const column = field === "name" ? sql`lower(${pages.name})` : field === "created_at" ? pages.created_at : pages.updated_at;
  return [descending ? desc(column) : asc(column), asc(pages.id)];
}

/** The pages the caller may see, with their favorite flag, in the list's order. */
export async function selectPages(db: Db, f: PageFilter) {
  return db
    .select({ page: pages, favoriteId: userFavorites.id })
    .from(pages)
    .leftJoin(userFavorites, favoriteOf(f.userId, "page", pages.id))
    .where(
      and(
        eq(pages.project_id, f.projectId),
        visibleTo(f),
        f.pageIds ? inArray(pages.id, f.pageIds) : undefined,
        f.archived === undefined ? undefined : f.archived ? isNotNull(pages.archived_at) : isNull(pages.archived_at),
        f.search ? or(ilike(pages.name, containing(f.search)), ilike(pages.description_text, containing(f.search))) : undefined,
        f.ownedBy && f.ownedBy.length > 0 ? inArray(pages.owned_by_id, f.ownedBy) : undefined,
        f.createdFrom ? gte(pages.created_at, f.createdFrom) : undefined,
        f.createdBefore ? lt(pages.created_at, f.createdBefore) : undefined,
      ),
    )
    .orderBy(...orderOf(f.orderBy ?? "-updated_at"));
}

/** One page of the project, whoever may see it (the service checks access). */
export async function findPage(db: Db, projectId: string, pageId: string, lock = false): Promise<PageRow | undefined> {
  const q = db
    .select()
    .from(pages)
    .where(and(eq(pages.project_id, projectId), eq(pages.id, pageId)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function nextSortOrder(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ m: max(pages.sort_order) })
    .from(pages)
    .where(eq(pages.project_id, projectId));
  return row?.m == null ? 65535 : row.m + SORT_ORDER_STEP;
}

export async function insertPage(tx: Db, values: PageInsert): Promise<PageRow> {
  const [row] = await tx.insert(pages).values(values).returning();
  return row;
}

export async function updatePage(tx: Db, id: string, changes: Partial<PageInsert>): Promise<PageRow> {
  const [row] = await tx
    .update(pages)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(pages.id, id))
    .returning();
  return row;
}

/** The Yjs and JSON forms alone, for content that did not change (a conversion, bookkeeping): `updated_at` stays. */
export async function setPageDocument(tx: Db, id: string, binary: Buffer, json: Record<string, unknown>) {
  await tx.update(pages).set({ description_binary: binary, description_json: json }).where(eq(pages.id, id));
}

export async function deletePage(tx: Db, id: string) {
  await tx.delete(pages).where(eq(pages.id, id));
}

/** Whether `pageId` is `parentId` or one of its ancestors: nesting it there would make a cycle. */
export async function isSelfOrAncestor(db: Db, pageId: string, parentId: string): Promise<boolean> {
  const res = await db.execute(sql`
    with recursive chain(id, parent_id, depth) as (
      select ${pages.id}, ${pages.parent_id}, 0 from ${pages} where ${pages.id} = ${parentId}
      union all
      select p.id, p.parent_id, chain.depth + 1 from ${pages} p join chain on p.id = chain.parent_id where chain.depth < 1000
    )
    select id from chain where id = ${pageId} limit 1`);
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Every page below `pageId`, at any depth. */
export async function descendantIds(db: Db, pageId: string): Promise<string[]> {
  const res = await db.execute(sql`
    with recursive below(id, depth) as (
      select ${pages.id}, 1 from ${pages} where ${pages.parent_id} = ${pageId}
      union all
      select p.id, below.depth + 1 from ${pages} p join below on p.parent_id = below.id where below.depth < 1000
    )
    select distinct id from below`);
  return (res as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Archives (or restores) the given pages, those in the state `from` only: archiving a tree skips sub-pages
 * archived earlier on their own, and restoring it brings back only what was archived with it.
 */
export async function setArchivedAt(tx: Db, ids: string[], from: Date | null, archivedAt: Date | null, userId: string) {
  if (ids.length === 0) return [];
  return tx
    .update(pages)
    .set({ archived_at: archivedAt, updated_by: userId, updated_at: new Date() })
    .where(and(inArray(pages.id, ids), from ? eq(pages.archived_at, from) : isNull(pages.archived_at)))
    .returning();
}

/** Sub-pages left behind by a move come up to the top of their project. */
export async function detachChildren(tx: Db, pageId: string) {
  await tx.update(pages).set({ parent_id: null, updated_at: new Date() }).where(eq(pages.parent_id, pageId));
}
