import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageVersions } from "../../db/schema";

export type PageVersionRow = typeof pageVersions.$inferSelect;
export type PageVersionInsert = typeof pageVersions.$inferInsert;

/** A page's versions, newest first (without their content unless asked). */
export async function selectVersions(db: Db, pageId: string): Promise<PageVersionRow[]> {
  return db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.page_id, pageId))
    .orderBy(desc(pageVersions.last_saved_at), desc(pageVersions.id));
}

export async function findVersion(db: Db, pageId: string, versionId: string): Promise<PageVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.page_id, pageId), eq(pageVersions.id, versionId)))
    .limit(1);
  return row;
}

export async function latestVersion(db: Db, pageId: string): Promise<PageVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.page_id, pageId))
    .orderBy(desc(pageVersions.last_saved_at), desc(pageVersions.id))
    .limit(1);
  return row;
}

export async function insertVersion(tx: Db, values: PageVersionInsert): Promise<PageVersionRow> {
  const [row] = await tx.insert(pageVersions).values(values).returning();
  return row;
}

export async function updateVersion(tx: Db, id: string, changes: Partial<PageVersionInsert>): Promise<PageVersionRow> {
  const [row] = await tx
    .update(pageVersions)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(pageVersions.id, id))
    .returning();
  return row;
}

/** A moved page's versions go with it. */
export async function moveVersions(tx: Db, pageId: string, projectId: string) {
  await tx.update(pageVersions).set({ project_id: projectId }).where(eq(pageVersions.page_id, pageId));
}

/** Deletes the versions saved before `before`, except each page's newest; answers how many went. */
export async function pruneVersions(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(pageVersions)
    .where(
      and(
        lt(pageVersions.last_saved_at, before),
        sql`${pageVersions.id} <> (select v.id from ${pageVersions} v where v.page_id = ${pageVersions.page_id}
          order by v.last_saved_at desc, v.id desc limit 1)`,
      ),
    )
    .returning({ id: pageVersions.id });
  return rows.length;
}
