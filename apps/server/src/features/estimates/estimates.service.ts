import {
  type CreateEstimateBody,
  type CreateEstimatePointBody,
  ESTIMATE_POINTS_LIMIT_MESSAGE,
  ESTIMATE_POINTS_MAX,
  ESTIMATE_POINTS_MIN,
  ESTIMATE_TIME_PAID_MESSAGE,
  type Estimate,
  type EstimateType,
  type LiveChangeOf,
  NUMERIC_POINT_RE,
  type UpdateEstimateBody,
  type UpdateEstimatePointBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, notFound } from "../../lib/errors";
import { recordProjectChange } from "../../lib/events";
import { isUuid, type ProjectAccess, type WorkspaceAccess } from "../../lib/permissions";
import { announceIssueChanges, writeContextOf } from "../issues";
import * as repo from "./estimates.repo";

const DUPLICATE_KEY = "key: another point of this estimate already uses this key";

function checkPointValue(type: string, value: string, field: string) {
  if (type === "points" && !NUMERIC_POINT_RE.test(value)) throw badRequest(`${field}: must be a number for a points estimate`);
}

function checkPointCount(count: number) {
  if (count < ESTIMATE_POINTS_MIN || count > ESTIMATE_POINTS_MAX)
    throw badRequest(`estimate_points: ${ESTIMATE_POINTS_LIMIT_MESSAGE}`);
}

function checkUnique(points: { key: number; value: string }[]) {
  const keys = new Set(points.map((p) => p.key));
  if (keys.size !== points.length) throw badRequest("estimate_points: keys must be unique");
  const values = new Set(points.map((p) => p.value.toLowerCase()));
  if (values.size !== points.length) throw badRequest("estimate_points: values must be unique");
}

function checkType(type: EstimateType, field: string) {
  if (type === "time") throw badRequest(`${field}: ${ESTIMATE_TIME_PAID_MESSAGE}`);
}

async function withKeyConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, "estimate_points_key_unique")) throw badRequest(DUPLICATE_KEY);
    throw err;
  }
}

async function requireEstimate(db: Db, access: ProjectAccess, estimateId: string) {
  const row = isUuid(estimateId) ? await repo.findEstimate(db, access.project.id, estimateId) : undefined;
  if (!row) throw notFound("Estimate not found");
  return row;
}

async function serializeOne(db: Db, row: repo.EstimateRow): Promise<Estimate> {
  const [estimate] = await repo.serializeEstimates(db, [row]);
  return estimate;
}

async function estimateEvent(tx: Db, access: ProjectAccess, estimateId: string, change: LiveChangeOf<"estimate">) {
  await recordProjectChange(tx, access, { entity_type: "estimate", entity_id: estimateId, ...change });
}

/** Issues lose an estimate point that disappears, with an activity row and an event each. */
async function clearIssuePoints(tx: Db, access: ProjectAccess, pointIds: string[]) {
  const rows = await repo.issuesUsingPoints(tx, pointIds);
  if (rows.length === 0) return;
  await announceIssueChanges(
    tx,
    writeContextOf(access),
    rows.map((r) => ({
      issueId: r.id,
      activities: [
        {
          verb: "updated" as const,
          field: "estimate_point",
          old_value: r.estimate_point_id,
          new_value: null,
          old_identifier: r.estimate_point_id,
          new_identifier: null,
        },
      ],
    })),
    ["estimate_point"],
    { estimate_point_id: null },
  );
}

export async function listEstimates(db: Db, access: ProjectAccess): Promise<Estimate[]> {
  return repo.serializeEstimates(db, await repo.listProjectEstimates(db, access.project.id));
}

export async function listWorkspaceEstimates(db: Db, access: WorkspaceAccess): Promise<Estimate[]> {
  return repo.serializeEstimates(db, await repo.listWorkspaceEstimates(db, access.workspace.id, access.userId));
}

export async function getEstimate(db: Db, access: ProjectAccess, estimateId: string): Promise<Estimate> {
  return serializeOne(db, await requireEstimate(db, access, estimateId));
}

/** A new estimate becomes the project's active one; the others are archived (spec §4). */
export async function createEstimate(db: Db, access: ProjectAccess, body: CreateEstimateBody): Promise<Estimate> {
  const { type } = body.estimate;
  checkType(type, "estimate.type");
  checkPointCount(body.estimate_points.length);
  const points = body.estimate_points.map((p, i) => ({ key: p.key ?? i + 1, value: p.value, description: p.description ?? "" }));
  for (const [i, p] of points.entries()) checkPointValue(type, p.value, `estimate_points.${i}.value`);
  checkUnique(points);
  const { project, userId } = access;
  return db.transaction(async (tx) => {
    await repo.lockProjectEstimates(tx, project.id);
    const row = await repo.insertEstimate(tx, {
      workspace_id: project.workspace_id,
      project_id: project.id,
      name: body.estimate.name,
      description: body.estimate.description ?? "",
      type,
      last_used: true,
      created_by: userId,
      updated_by: userId,
    });
    await repo.deactivateOthers(tx, project.id, row.id);
    const scope = {
      workspace_id: project.workspace_id,
      project_id: project.id,
      estimate_id: row.id,
      created_by: userId,
      updated_by: userId,
    };
    await repo.insertPoints(
      tx,
      points.map((p) => ({ ...scope, ...p })),
    );
    const estimate = await serializeOne(tx, row);
    await estimateEvent(tx, access, row.id, { action: "created", payload: { estimate } });
    return estimate;
  });
}

/** `last_used: true` switches the project to this estimate; `false` leaves the project with none active. */
export async function updateEstimate(
  db: Db,
  access: ProjectAccess,
  estimateId: string,
  body: UpdateEstimateBody,
): Promise<Estimate> {
  return db.transaction(async (tx) => {
    await repo.lockProjectEstimates(tx, access.project.id);
    const current = await requireEstimate(tx, access, estimateId);
    const row = await repo.updateEstimate(tx, current.id, { ...body, updated_by: access.userId });
    const archived = body.last_used ? await repo.deactivateOthers(tx, access.project.id, row.id) : [];
    const estimate = await serializeOne(tx, row);
    const changed = (Object.keys(body) as (keyof UpdateEstimateBody)[]).filter((k) => current[k] !== row[k]);
    await estimateEvent(tx, access, row.id, {
      action: "updated",
      payload: { estimate, changed, archived_estimate_ids: archived },
    });
    return estimate;
  });
}

export async function deleteEstimate(db: Db, access: ProjectAccess, estimateId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockProjectEstimates(tx, access.project.id);
    const current = await requireEstimate(tx, access, estimateId);
    const points = (await repo.pointsByEstimate(tx, [current.id])).get(current.id) ?? [];
    await clearIssuePoints(
      tx,
      access,
      points.map((p) => p.id),
    );
    await repo.deleteEstimate(tx, current.id);
    await estimateEvent(tx, access, current.id, { action: "deleted", payload: { id: current.id } });
  });
}

async function pointsOf(tx: Db, estimateId: string) {
  return (await repo.pointsByEstimate(tx, [estimateId])).get(estimateId) ?? [];
}

export async function createEstimatePoint(
  db: Db,
  access: ProjectAccess,
  estimateId: string,
  body: CreateEstimatePointBody,
): Promise<repo.EstimatePointRow> {
  return withKeyConflict(() =>
    db.transaction(async (tx) => {
      await repo.lockProjectEstimates(tx, access.project.id);
      const estimate = await requireEstimate(tx, access, estimateId);
      const existing = await pointsOf(tx, estimate.id);
      checkPointCount(existing.length + 1);
      checkPointValue(estimate.type, body.value, "value");
      const key = body.key ?? Math.max(0, ...existing.map((p) => p.key)) + 1;
      const point = { key, value: body.value, description: body.description ?? "" };
      checkUnique([...existing, point]);
      const [row] = await repo.insertPoints(tx, [
        {
          ...point,
          workspace_id: access.project.workspace_id,
          project_id: access.project.id,
          estimate_id: estimate.id,
          created_by: access.userId,
          updated_by: access.userId,
        },
      ]);
      await estimateEvent(tx, access, estimate.id, {
        action: "updated",
        payload: { estimate: await serializeOne(tx, estimate), changed: ["points"] },
      });
      return row;
    }),
  );
}

async function requirePoint(tx: Db, estimateId: string, pointId: string) {
  const row = isUuid(pointId) ? await repo.findPoint(tx, estimateId, pointId) : undefined;
  if (!row) throw notFound("Estimate point not found");
  return row;
}

export async function updateEstimatePoint(
  db: Db,
  access: ProjectAccess,
  estimateId: string,
  pointId: string,
  body: UpdateEstimatePointBody,
): Promise<repo.EstimatePointRow> {
  return withKeyConflict(() =>
    db.transaction(async (tx) => {
      await repo.lockProjectEstimates(tx, access.project.id);
      const estimate = await requireEstimate(tx, access, estimateId);
      const current = await requirePoint(tx, estimate.id, pointId);
      if (body.value !== undefined) checkPointValue(estimate.type, body.value, "value");
      const next = { key: body.key ?? current.key, value: body.value ?? current.value };
      checkUnique([...(await pointsOf(tx, estimate.id)).filter((p) => p.id !== current.id), next]);
      const row = await repo.updatePoint(tx, current.id, { ...body, updated_by: access.userId });
      await estimateEvent(tx, access, estimate.id, {
        action: "updated",
        payload: { estimate: await serializeOne(tx, estimate), changed: ["points"] },
      });
      return row;
    }),
  );
}

/** For the short `estimate-points/{pointId}/` route, which names the point but not its estimate. */
export async function estimateIdOfPoint(db: Db, access: ProjectAccess, pointId: string): Promise<string> {
  const found = isUuid(pointId) ? await repo.findProjectPoint(db, access.project.id, pointId) : undefined;
  if (!found) throw notFound("Estimate point not found");
  return found.estimate.id;
}

export async function deleteEstimatePoint(db: Db, access: ProjectAccess, estimateId: string, pointId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockProjectEstimates(tx, access.project.id);
    const estimate = await requireEstimate(tx, access, estimateId);
    const current = await requirePoint(tx, estimate.id, pointId);
    checkPointCount((await pointsOf(tx, estimate.id)).length - 1);
    await clearIssuePoints(tx, access, [current.id]);
    await repo.deletePoints(tx, [current.id]);
    await estimateEvent(tx, access, estimate.id, {
      action: "updated",
      payload: { estimate: await serializeOne(tx, estimate), changed: ["points"] },
    });
  });
}

/** Issue validation: an issue's estimate must be a point of its project's active estimate. */
export async function assertEstimatePoint(db: Db, projectId: string, pointId: string): Promise<void> {
  const found = isUuid(pointId) ? await repo.findProjectPoint(db, projectId, pointId) : undefined;
  if (!found?.estimate.last_used) throw badRequest("estimate_point: must be a point of the project's active estimate");
}
