import { LABEL_FIRST_SORT_ORDER, type Label, SORT_ORDER_STEP } from "@hangar/contracts";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { labels } from "../../db/schema";
import { isUuid, memberProjectIdsQuery } from "../../lib/permissions";

export type LabelRow = typeof labels.$inferSelect;

export function toLabel(row: LabelRow): Label {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    parent: row.parent_id,
    project_id: row.project_id,
    workspace_id: row.workspace_id,
    description: row.description,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
  };
}

const labelOrder = [asc(labels.sort_order), asc(labels.created_at), asc(labels.id)];
const sameParent = (parentId: string | null) => (parentId ? eq(labels.parent_id, parentId) : isNull(labels.parent_id));

export async function listProjectLabels(db: Db, projectId: string): Promise<LabelRow[]> {
  return db
    .select()
    .from(labels)
    .where(eq(labels.project_id, projectId))
    .orderBy(...labelOrder);
}

/** Labels of every unarchived project in the workspace that the user is an active member of. */
export async function listWorkspaceLabelsForMember(db: Db, workspaceId: string, userId: string): Promise<LabelRow[]> {
  const memberProjects = memberProjectIdsQuery(db, workspaceId, userId);
  return db
    .select()
    .from(labels)
    .where(and(eq(labels.workspace_id, workspaceId), inArray(labels.project_id, memberProjects)))
    .orderBy(asc(labels.project_id), ...labelOrder);
}

export async function findProjectLabel(db: Db, projectId: string, labelId: string): Promise<LabelRow | undefined> {
  if (!isUuid(labelId)) return undefined;
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.project_id, projectId), eq(labels.id, labelId)))
    .limit(1);
  return row;
}

export async function findLabelByName(db: Db, projectId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        eq(labels.project_id, projectId),
        sql`lower(${labels.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(labels.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Ids of the label's ancestors, nearest first (bounded so corrupt data cannot loop forever). */
export async function ancestorIds(db: Db, projectId: string, labelId: string): Promise<string[]> {
  const rows = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${labels} where id = ${labelId} and project_id = ${projectId}
      union all
      select l.id, l.parent_id, up.depth + 1 from ${labels} l join up on l.id = up.parent_id
      where l.project_id = ${projectId} and up.depth < 1000
    )
    select id from up where depth > 0 order by depth`);
  return rowsOf<{ id: string }>(rows).map((r) => r.id);
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** Where a label appended to a sibling list goes: the first one gets 65535, later ones max + 10000. */
export async function nextLabelSortOrder(db: Db, projectId: string, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${labels.sort_order})` })
    .from(labels)
    .where(and(eq(labels.project_id, projectId), sameParent(parentId)));
  const max = row?.max;
  return max === null || max === undefined ? LABEL_FIRST_SORT_ORDER : Number(max) + SORT_ORDER_STEP;
}

export async function siblingSortOrders(
  db: Db,
  projectId: string,
  parentId: string | null,
): Promise<{ id: string; sort_order: number }[]> {
  return db
    .select({ id: labels.id, sort_order: labels.sort_order })
    .from(labels)
    .where(and(eq(labels.project_id, projectId), sameParent(parentId)))
    .orderBy(...labelOrder);
}

/** Renumbers one sibling list in its current order: 65535, then steps of 10000. */
export async function rebalanceLabels(db: Db, projectId: string, parentId: string | null): Promise<void> {
  const parentMatch = parentId ? sql`parent_id = ${parentId}` : sql`parent_id is null`;
  await db.execute(sql`
    update ${labels} set sort_order = ${LABEL_FIRST_SORT_ORDER} + (ranked.n - 1) * ${SORT_ORDER_STEP}, updated_at = now()
    from (
      select id, row_number() over (order by sort_order, created_at, id) as n
      from ${labels} where project_id = ${projectId} and ${parentMatch}
    ) ranked
    where ${labels}.id = ranked.id`);
}

export async function childLabelIds(db: Db, projectId: string, parentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.project_id, projectId), eq(labels.parent_id, parentId)))
    .orderBy(...labelOrder);
  return rows.map((r) => r.id);
}

/** Children of a deleted label become top-level, appended after the existing top-level labels in their old order. */
export async function promoteChildren(db: Db, projectId: string, parentId: string, userId: string): Promise<void> {
  const start = await nextLabelSortOrder(db, projectId, null);
  await db.execute(sql`
    update ${labels} set parent_id = null, sort_order = ${start} + (ranked.n - 1) * ${SORT_ORDER_STEP},
      updated_by = ${userId}, updated_at = now()
    from (
      select id, row_number() over (order by sort_order, created_at, id) as n
      from ${labels} where project_id = ${projectId} and parent_id = ${parentId}
    ) ranked
    where ${labels}.id = ranked.id`);
}

/** Serialises label writes of one project so appended sort orders and nesting checks see each other. */
export async function lockProjectLabels(db: Db, projectId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`labels:${projectId}`}, 0))`);
}

export async function insertLabel(db: Db, values: typeof labels.$inferInsert): Promise<LabelRow> {
  const [row] = await db.insert(labels).values(values).returning();
  return row;
}

export async function updateLabel(db: Db, labelId: string, values: Partial<typeof labels.$inferInsert>): Promise<LabelRow> {
  const [row] = await db
    .update(labels)
    .set({ ...values, updated_at: new Date() })
    .where(eq(labels.id, labelId))
    .returning();
  return row;
}

export async function findLabelById(db: Db, labelId: string): Promise<LabelRow | undefined> {
  const [row] = await db.select().from(labels).where(eq(labels.id, labelId)).limit(1);
  return row;
}

export async function deleteLabel(db: Db, labelId: string) {
  await db.delete(labels).where(eq(labels.id, labelId));
}
