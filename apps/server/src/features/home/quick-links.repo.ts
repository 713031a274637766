import type { QuickLink } from "@hangar/contracts";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { quickLinks } from "../../db/schema";
import { isUuid } from "../../lib/permissions";

export type QuickLinkRow = typeof quickLinks.$inferSelect;
export type QuickLinkValues = typeof quickLinks.$inferInsert;

/** Whose links: one owner's in one workspace. Every query is scoped by both. */
export type LinkOwner = { workspaceId: string; ownerId: string };

const ownedBy = (o: LinkOwner) => and(eq(quickLinks.workspace_id, o.workspaceId), eq(quickLinks.owner_id, o.ownerId));

export function toQuickLink(row: QuickLinkRow): QuickLink {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    workspace_id: row.workspace_id,
    owner: row.owner_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** In the order they were added. */
export function listQuickLinks(db: Db, owner: LinkOwner): Promise<QuickLinkRow[]> {
  return db.select().from(quickLinks).where(ownedBy(owner)).orderBy(asc(quickLinks.created_at), asc(quickLinks.id));
}

export async function countQuickLinks(db: Db, owner: LinkOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quickLinks).where(ownedBy(owner));
  return Number(row?.n ?? 0);
}

export async function findQuickLink(db: Db, owner: LinkOwner, id: string): Promise<QuickLinkRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(quickLinks)
    .where(and(ownedBy(owner), eq(quickLinks.id, id.toLowerCase())))
    .limit(1);
  return row;
}

export async function insertQuickLink(db: Db, values: QuickLinkValues): Promise<QuickLinkRow> {
  const [row] = await db.insert(quickLinks).values(values).returning();
  return row;
}

export async function updateQuickLink(db: Db, id: string, values: Partial<QuickLinkValues>): Promise<QuickLinkRow> {
  const [row] = await db
    .update(quickLinks)
    .set({ ...values, updated_at: new Date() })
    .where(eq(quickLinks.id, id))
    .returning();
  return row;
}

export async function deleteQuickLink(db: Db, id: string) {
  await db.delete(quickLinks).where(eq(quickLinks.id, id));
}

/** Serialises one owner's creates, so two at once cannot both pass the count. */
export async function lockOwnerLinks(db: Db, owner: LinkOwner) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`quick-links:${owner.workspaceId}:${owner.ownerId}`}, 0))`,
  );
}
