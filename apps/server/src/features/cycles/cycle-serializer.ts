import {
  type ActiveCycle,
  type Cycle,
  type CycleFavorite,
  type CycleProgressSnapshot,
  cycleStatus,
  type GroupProgress,
  utcToday,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { recordProjectChange } from "../../lib/events";
import { type FavoriteRow, toFavorite } from "../../lib/favorites";
import type { ProjectAccess } from "../../lib/permissions";
import type { CycleFilter, CycleListRow, CycleRow } from "./cycles.repo";
import { selectCycles } from "./cycles.repo";
import { progressOf } from "./issue-stats";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function progressFromSnapshot(snapshot: CycleProgressSnapshot): GroupProgress {
  const { distribution: _d, estimate_distribution: _e, ...progress } = snapshot;
  return progress;
}

export function toCycle(row: CycleListRow, today = utcToday()): Cycle {
  const c = row.cycle;
  const snapshot = (c.progress_snapshot as CycleProgressSnapshot | null) ?? null;
  return {
    ...(snapshot ? progressFromSnapshot(snapshot) : progressOf(row)),
    id: c.id,
    workspace_id: c.workspace_id,
    project_id: c.project_id,
    name: c.name,
    description: c.description,
    status: cycleStatus(c.start_date, c.end_date, today),
    start_date: c.start_date,
    end_date: c.end_date,
    owned_by_id: c.owned_by_id,
    sort_order: c.sort_order,
    archived_at: iso(c.archived_at),
    is_favorite: row.favoriteId !== null,
    version: c.version,
    view_props: c.view_props,
    progress_snapshot: snapshot,
    logo_props: c.logo_props,
    external_source: c.external_source,
    external_id: c.external_id,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
    created_by: c.created_by,
    updated_by: c.updated_by,
  };
}

export const toActiveCycle = (row: CycleListRow, today = utcToday()): ActiveCycle => ({
  ...toCycle(row, today),
  project_detail: row.project,
});

export async function loadCycles(db: Db, filter: CycleFilter): Promise<Cycle[]> {
  const today = utcToday();
  return (await selectCycles(db, filter)).map((r) => toCycle(r, today));
}

export async function loadCycle(db: Db, access: ProjectAccess, cycleId: string): Promise<Cycle> {
  const [cycle] = await loadCycles(db, { userId: access.userId, projectId: access.project.id, cycleIds: [cycleId] });
  return cycle;
}

export function toCycleFavorite(row: FavoriteRow, cycle: CycleRow): CycleFavorite {
  return toFavorite(row, "cycle", cycle, { name: cycle.name });
}

/** Cycle events carry the cycle as nobody in particular sees it (is_favorite false), with its progress. */
export async function cycleEvent(
  tx: Db,
  access: ProjectAccess,
  action: "created" | "updated" | "archived" | "restored",
  cycleIds: string[],
  changed: string[],
) {
  if (cycleIds.length === 0) return;
  const rows = await selectCycles(tx, { userId: access.userId, projectId: access.project.id, cycleIds });
  for (const row of rows) {
    await recordProjectChange(tx, access, {
      entity_type: "cycle",
      entity_id: row.cycle.id,
      action,
      payload: { cycle: { ...toCycle(row), is_favorite: false }, changed },
    });
  }
}

export async function cycleDeletedEvent(tx: Db, access: ProjectAccess, cycleId: string) {
  await recordProjectChange(tx, access, {
    entity_type: "cycle",
    entity_id: cycleId,
    action: "deleted",
    payload: { id: cycleId },
  });
}
