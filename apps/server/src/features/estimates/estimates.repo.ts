import type { Estimate, EstimatePoint, EstimateType } from "@hangar/contracts";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { estimatePoints, estimates, issues } from "../../db/schema";
import { memberProjectIdsQuery } from "../../lib/permissions";

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimatePointRow = typeof estimatePoints.$inferSelect;
type EstimateInsert = typeof estimates.$inferInsert;
type PointInsert = typeof estimatePoints.$inferInsert;

export function toPoint(row: EstimatePointRow): EstimatePoint {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    description: row.description,
    workspace: row.workspace_id,
    project: row.project_id,
    estimate: row.estimate_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toEstimate(row: EstimateRow, points: EstimatePointRow[]): Estimate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as EstimateType,
    workspace: row.workspace_id,
    project: row.project_id,
    last_used: row.last_used,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
    points: points.map(toPoint),
  };
}

export async function lockProjectEstimates(tx: Db, projectId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`estimates:${projectId}`}, 0))`);
}

export async function pointsByEstimate(db: Db, estimateIds: string[]): Promise<Map<string, EstimatePointRow[]>> {
  const byId = new Map<string, EstimatePointRow[]>(estimateIds.map((id) => [id, []]));
  if (estimateIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(estimatePoints)
    .where(inArray(estimatePoints.estimate_id, estimateIds))
    .orderBy(asc(estimatePoints.key));
  for (const r of rows) byId.get(r.estimate_id)?.push(r);
  return byId;
}

export async function serializeEstimates(db: Db, rows: EstimateRow[]): Promise<Estimate[]> {
  const points = await pointsByEstimate(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toEstimate(r, points.get(r.id) ?? []));
}

/** Spec §4: the active estimate first, then the archived ones newest first. */
const estimateOrder = [desc(estimates.last_used), desc(estimates.created_at), asc(estimates.id)];

export async function listProjectEstimates(db: Db, projectId: string): Promise<EstimateRow[]> {
  return db
    .select()
    .from(estimates)
    .where(eq(estimates.project_id, projectId))
    .orderBy(...estimateOrder);
}

export async function listWorkspaceEstimates(db: Db, workspaceId: string, userId: string): Promise<EstimateRow[]> {
  return db
    .select()
    .from(estimates)
    .where(
      and(eq(estimates.workspace_id, workspaceId), inArray(estimates.project_id, memberProjectIdsQuery(db, workspaceId, userId))),
    )
    .orderBy(asc(estimates.project_id), ...estimateOrder);
}

export async function findEstimate(db: Db, projectId: string, estimateId: string): Promise<EstimateRow | undefined> {
  const [row] = await db
    .select()
    .from(estimates)
    .where(and(eq(estimates.project_id, projectId), eq(estimates.id, estimateId)))
    .limit(1);
  return row;
}

export async function insertEstimate(tx: Db, values: EstimateInsert): Promise<EstimateRow> {
  const [row] = await tx.insert(estimates).values(values).returning();
  return row;
}

export async function updateEstimate(tx: Db, id: string, changes: Partial<EstimateInsert>): Promise<EstimateRow> {
  const [row] = await tx
    .update(estimates)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(estimates.id, id))
    .returning();
  return row;
}

/** Archives every other estimate of the project; returns the ids that were active. */
export async function deactivateOthers(tx: Db, projectId: string, exceptId: string): Promise<string[]> {
  const rows = await tx
    .update(estimates)
    .set({ last_used: false, updated_at: new Date() })
    .where(and(eq(estimates.project_id, projectId), ne(estimates.id, exceptId), eq(estimates.last_used, true)))
    .returning({ id: estimates.id });
  return rows.map((r) => r.id);
}

export async function deleteEstimate(tx: Db, id: string) {
  await tx.delete(estimates).where(eq(estimates.id, id));
}

export async function insertPoints(tx: Db, values: PointInsert[]): Promise<EstimatePointRow[]> {
  if (values.length === 0) return [];
  return tx.insert(estimatePoints).values(values).returning();
}

export async function findPoint(db: Db, estimateId: string, pointId: string): Promise<EstimatePointRow | undefined> {
  const [row] = await db
    .select()
    .from(estimatePoints)
    .where(and(eq(estimatePoints.estimate_id, estimateId), eq(estimatePoints.id, pointId)))
    .limit(1);
  return row;
}

export async function findProjectPoint(db: Db, projectId: string, pointId: string) {
  const [row] = await db
    .select({ point: estimatePoints, estimate: estimates })
    .from(estimatePoints)
    .innerJoin(estimates, eq(estimates.id, estimatePoints.estimate_id))
    .where(and(eq(estimatePoints.project_id, projectId), eq(estimatePoints.id, pointId)))
    .limit(1);
  return row;
}

export async function updatePoint(tx: Db, id: string, changes: Partial<PointInsert>): Promise<EstimatePointRow> {
  const [row] = await tx
    .update(estimatePoints)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(estimatePoints.id, id))
    .returning();
  return row;
}

export async function deletePoints(tx: Db, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(estimatePoints).where(inArray(estimatePoints.id, ids));
}

/** Live issues whose estimate is one of `pointIds`, locked for the caller's transaction. */
export async function issuesUsingPoints(tx: Db, pointIds: string[]) {
  if (pointIds.length === 0) return [];
  return tx
    .select()
    .from(issues)
    .where(and(inArray(issues.estimate_point_id, pointIds), isNull(issues.deleted_at)))
    .for("update");
}
