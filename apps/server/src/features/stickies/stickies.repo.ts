import { SORT_ORDER_STEP, type Sticky } from "@hangar/contracts";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { stickies } from "../../db/schema";
import { isUuid } from "../../lib/permissions";

export type StickyRow = typeof stickies.$inferSelect;
export type StickyValues = typeof stickies.$inferInsert;

/** Whose list: one owner's stickies in one workspace. Every query is scoped by both. */
export type StickyOwner = { workspaceId: string; ownerId: string };

export function toSticky(row: StickyRow): Sticky {
  return {
    id: row.id,
    name: row.name,
    description_html: row.description_html,
    description_stripped: row.description_stripped,
    background_color: row.background_color,
    sort_order: row.sort_order,
    owner: row.owner_id,
    workspace_id: row.workspace_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const ownedBy = (owner: StickyOwner) => and(eq(stickies.workspace_id, owner.workspaceId), eq(stickies.owner_id, owner.ownerId));
/** Top of the list first: a new sticky gets the highest sort_order. */
const listOrder = [desc(stickies.sort_order), desc(stickies.created_at), desc(stickies.id)];
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(owner: StickyOwner, search: string | undefined) {
  if (!search) return ownedBy(owner);
  const pattern = containing(search);
  return and(ownedBy(owner), or(ilike(stickies.name, pattern), ilike(stickies.description_stripped, pattern)));
}

export async function listStickies(
  db: Db,
  owner: StickyOwner,
  page: { search?: string; limit: number; offset: number },
): Promise<{ rows: StickyRow[]; total: number }> {
  const where = matching(owner, page.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(stickies)
      .where(where)
      .orderBy(...listOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(stickies).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function findSticky(db: Db, owner: StickyOwner, stickyId: string): Promise<StickyRow | undefined> {
  if (!isUuid(stickyId)) return undefined;
  const [row] = await db
    .select()
    .from(stickies)
    .where(and(ownedBy(owner), eq(stickies.id, stickyId)))
    .limit(1);
  return row;
}

/** Where a new sticky goes: on top, max + 10000 (the first one gets 10000 too, above nothing). */
export async function topSortOrder(db: Db, owner: StickyOwner): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${stickies.sort_order})` })
    .from(stickies)
    .where(ownedBy(owner));
  const max = row?.max;
  return (max === null || max === undefined ? 0 : Number(max)) + SORT_ORDER_STEP;
}

/** The owner's list as sort orders, top first: a reorder checks the gaps it left. */
export async function sortOrders(db: Db, owner: StickyOwner): Promise<number[]> {
  const rows = await db
    .select({ sort_order: stickies.sort_order })
    .from(stickies)
    .where(ownedBy(owner))
    .orderBy(...listOrder);
  return rows.map((r) => r.sort_order);
}

/** Renumbers the owner's list in its current order, bottom 10000 and up in steps of 10000. */
export async function rebalance(db: Db, owner: StickyOwner): Promise<void> {
  await db.execute(sql`
    update ${stickies} set sort_order = ranked.n * ${SORT_ORDER_STEP}, updated_at = now()
    from (
      select id, row_number() over (order by sort_order, created_at, id) as n
      from ${stickies} where workspace_id = ${owner.workspaceId} and owner_id = ${owner.ownerId}
    ) ranked
    where ${stickies}.id = ranked.id`);
}

/** Serialises one owner's writes, so two quick creates never take the same top sort_order. */
export async function lockOwnerStickies(db: Db, owner: StickyOwner) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stickies:${owner.workspaceId}:${owner.ownerId}`}, 0))`);
}

export async function insertSticky(db: Db, values: StickyValues): Promise<StickyRow> {
  const [row] = await db.insert(stickies).values(values).returning();
  return row;
}

export async function updateSticky(db: Db, stickyId: string, values: Partial<StickyValues>): Promise<StickyRow> {
  const [row] = await db
    .update(stickies)
    .set({ ...values, updated_at: new Date() })
    .where(eq(stickies.id, stickyId))
    .returning();
  return row;
}

export async function findStickyById(db: Db, stickyId: string): Promise<StickyRow | undefined> {
  const [row] = await db.select().from(stickies).where(eq(stickies.id, stickyId)).limit(1);
  return row;
}

export async function deleteSticky(db: Db, stickyId: string) {
  await db.delete(stickies).where(eq(stickies.id, stickyId));
}
