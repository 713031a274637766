import { SORT_ORDER_STEP, VIEW_ACCESS } from "@hangar/contracts";
import { and, asc, eq, ilike, inArray, isNotNull, isNull, max, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueViews, userFavorites } from "../../db/schema";
import { favoriteOf } from "../../lib/favorites";

export type ViewRow = typeof issueViews.$inferSelect;
export type ViewInsert = typeof issueViews.$inferInsert;

/** Where views live: one project's views, or the workspace views (project null). */
export type ViewPlace = { workspaceId: string; projectId: string | null };

export type ViewFilter = ViewPlace & {
  /** The caller: they see public views and their own private ones, and their favorite flag. */
  userId: string;
  viewIds?: string[];
  archived?: boolean;
  search?: string;
};

const placeOf = (p: ViewPlace) =>
  and(
    eq(issueViews.workspace_id, p.workspaceId),
    p.projectId ? eq(issueViews.project_id, p.projectId) : isNull(issueViews.project_id),
  );

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The views the caller may see, with their favorite flag, in list order. */
export async function selectViews(db: Db, f: ViewFilter) {
  return db
    .select({ view: issueViews, favoriteId: userFavorites.id })
    .from(issueViews)
    .leftJoin(userFavorites, favoriteOf(f.userId, "view", issueViews.id))
    .where(
      and(
        placeOf(f),
        or(eq(issueViews.access, VIEW_ACCESS.PUBLIC), eq(issueViews.owned_by_id, f.userId)),
        f.viewIds ? inArray(issueViews.id, f.viewIds) : undefined,
        f.archived === undefined ? undefined : f.archived ? isNotNull(issueViews.archived_at) : isNull(issueViews.archived_at),
        f.search ? ilike(issueViews.name, containing(f.search)) : undefined,
      ),
    )
    .orderBy(asc(issueViews.sort_order), asc(issueViews.created_at), asc(issueViews.id));
}

export type ViewListRow = Awaited<ReturnType<typeof selectViews>>[number];

/** One view of the place, whoever may see it (the service checks access). */
export async function findView(db: Db, place: ViewPlace, viewId: string, lock = false): Promise<ViewRow | undefined> {
  const q = db
    .select()
    .from(issueViews)
    .where(and(placeOf(place), eq(issueViews.id, viewId)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function nextSortOrder(db: Db, place: ViewPlace): Promise<number> {
  const [row] = await db
    .select({ m: max(issueViews.sort_order) })
    .from(issueViews)
    .where(placeOf(place));
  return row?.m == null ? 65535 : row.m + SORT_ORDER_STEP;
}

export async function insertView(tx: Db, values: ViewInsert): Promise<ViewRow> {
  const [row] = await tx.insert(issueViews).values(values).returning();
  return row;
}

export async function updateView(tx: Db, id: string, changes: Partial<ViewInsert>): Promise<ViewRow> {
  const [row] = await tx
    .update(issueViews)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(issueViews.id, id))
    .returning();
  return row;
}

export async function deleteView(tx: Db, id: string) {
  await tx.delete(issueViews).where(eq(issueViews.id, id));
}
