import {
  type CreateLabelBody,
  LABEL_COLORS,
  LABEL_MIN_SORT_GAP,
  type Label,
  type LiveChangeOf,
  type UpdateLabelBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import type { labels } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { recordProjectChange } from "../../lib/events";
import type { ProjectAccess, WorkspaceAccess } from "../../lib/permissions";
import * as repo from "./labels.repo";

const DUPLICATE_NAME = "name: a label with this name already exists in the project";

export const randomLabelColor = () => LABEL_COLORS[Math.floor(Math.random() * LABEL_COLORS.length)];

export async function listLabels(db: Db, access: ProjectAccess): Promise<Label[]> {
  return (await repo.listProjectLabels(db, access.project.id)).map(repo.toLabel);
}

export async function listWorkspaceLabels(db: Db, access: WorkspaceAccess): Promise<Label[]> {
  return (await repo.listWorkspaceLabelsForMember(db, access.workspace.id, access.userId)).map(repo.toLabel);
}

async function requireLabel(db: Db, access: ProjectAccess, labelId: string) {
  const row = await repo.findProjectLabel(db, access.project.id, labelId);
  if (!row) throw notFound("Label not found");
  return row;
}

export async function getLabel(db: Db, access: ProjectAccess, labelId: string): Promise<Label> {
  return repo.toLabel(await requireLabel(db, access, labelId));
}

/** A parent must be a label of the same project, and never the label itself or one of its descendants. */
async function checkParent(db: Db, projectId: string, parentId: string, labelId?: string) {
  if (parentId === labelId) throw badRequest("parent: a label cannot be its own parent");
  if (!(await repo.findProjectLabel(db, projectId, parentId))) throw badRequest("parent: must be a label of this project");
  if (labelId && (await repo.ancestorIds(db, projectId, parentId)).includes(labelId)) {
    throw badRequest("parent: a label cannot be nested under one of its own sub-labels");
  }
}

/** Midpoint moves halve the gap each time; once neighbours are closer than floats can split, renumber the list. */
export async function rebalanceIfCrowded(db: Db, projectId: string, parentId: string | null): Promise<boolean> {
  const siblings = await repo.siblingSortOrders(db, projectId, parentId);
  const crowded = siblings.some((s, i) => i > 0 && s.sort_order - siblings[i - 1].sort_order < LABEL_MIN_SORT_GAP);
  if (crowded) await repo.rebalanceLabels(db, projectId, parentId);
  return crowded;
}

function recordLabelEvent(tx: Db, access: ProjectAccess, labelId: string, change: LiveChangeOf<"label">) {
  return recordProjectChange(tx, access, { entity_type: "label", entity_id: labelId, ...change });
}

/** After a rebalance every sibling moved, so the event carries the new order of the whole list. */
async function labelPayload(tx: Db, projectId: string, row: repo.LabelRow, rebalanced: boolean) {
  const label = repo.toLabel(rebalanced ? ((await repo.findLabelById(tx, row.id)) ?? row) : row);
  if (!rebalanced) return { label };
  return { label, reordered: await repo.siblingSortOrders(tx, projectId, row.parent_id) };
}

async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, "labels_name_unique")) throw conflict(DUPLICATE_NAME);
    throw err;
  }
}

export async function createLabel(db: Db, access: ProjectAccess, body: CreateLabelBody): Promise<Label> {
  const { project, userId } = access;
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      await repo.lockProjectLabels(tx, project.id);
      if (await repo.findLabelByName(tx, project.id, body.name)) throw conflict(DUPLICATE_NAME);
      const parentId = body.parent ?? null;
      if (parentId) await checkParent(tx, project.id, parentId);
      const row = await repo.insertLabel(tx, {
        workspace_id: project.workspace_id,
        project_id: project.id,
        name: body.name,
        color: body.color ?? randomLabelColor(),
        parent_id: parentId,
        description: body.description ?? "",
        sort_order: body.sort_order ?? (await repo.nextLabelSortOrder(tx, project.id, parentId)),
        created_by: userId,
        updated_by: userId,
      });
      const rebalanced = body.sort_order !== undefined && (await rebalanceIfCrowded(tx, project.id, parentId));
      const payload = await labelPayload(tx, project.id, row, rebalanced);
      await recordLabelEvent(tx, access, row.id, { action: "created", payload });
      return payload.label;
    }),
  );
}

/**
 * A new parent without a sort_order appends the label to that parent's children. Keeping the parent and
 * sending no sort_order leaves the order alone (spec §5: such moves are ignored).
 */
export async function updateLabel(db: Db, access: ProjectAccess, labelId: string, body: UpdateLabelBody): Promise<Label> {
  const { project, userId } = access;
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      await repo.lockProjectLabels(tx, project.id);
      const current = await requireLabel(tx, access, labelId);
      if (body.name !== undefined && (await repo.findLabelByName(tx, project.id, body.name, current.id))) {
        throw conflict(DUPLICATE_NAME);
      }
      const parentId = body.parent === undefined ? current.parent_id : body.parent;
      const parentChanged = parentId !== current.parent_id;
      if (parentChanged && parentId) await checkParent(tx, project.id, parentId, current.id);

      const changes: Partial<typeof labels.$inferInsert> = { updated_by: userId };
      if (body.name !== undefined) changes.name = body.name;
      if (body.color !== undefined) changes.color = body.color;
      if (body.description !== undefined) changes.description = body.description;
      if (parentChanged) changes.parent_id = parentId;
      if (body.sort_order !== undefined) changes.sort_order = body.sort_order;
      else if (parentChanged) changes.sort_order = await repo.nextLabelSortOrder(tx, project.id, parentId);

      const row = await repo.updateLabel(tx, current.id, changes);
      const rebalanced = body.sort_order !== undefined && (await rebalanceIfCrowded(tx, project.id, parentId));
      const payload = await labelPayload(tx, project.id, row, rebalanced);
      const before = repo.toLabel(current);
      const changed = (Object.keys(payload.label) as (keyof Label)[]).filter(
        (k) => k !== "updated_at" && k !== "updated_by" && before[k] !== payload.label[k],
      );
      if (changed.length > 0 || rebalanced)
        await recordLabelEvent(tx, access, row.id, { action: "updated", payload: { ...payload, changed } });
      return payload.label;
    }),
  );
}

export async function deleteLabel(db: Db, access: ProjectAccess, labelId: string): Promise<void> {
  const { project, userId } = access;
  await db.transaction(async (tx) => {
    await repo.lockProjectLabels(tx, project.id);
    const current = await requireLabel(tx, access, labelId);
    const children = await repo.childLabelIds(tx, project.id, current.id);
    await repo.promoteChildren(tx, project.id, current.id, userId);
    await repo.deleteLabel(tx, current.id);
    // The children became top-level labels: clients move them rather than refetching the list.
    await recordLabelEvent(tx, access, current.id, { action: "deleted", payload: { id: current.id, children } });
  });
}
