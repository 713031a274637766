import {
  type ActiveCycle,
  type CreateCycleBody,
  type Cycle,
  type CycleDateCheckBody,
  type CycleStatus,
  compareCycles,
  cycleStatus,
  type UpdateCycleBody,
  utcToday,
} from "@hangar/contracts";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cycles, projects } from "../../db/schema";
import { type ArchiveSteps, archiveEntity, favoriteEntity, restoreEntity, unfavoriteEntity } from "../../lib/archivable";
import { badRequest, notFound } from "../../lib/errors";
import { deleteFavorites } from "../../lib/favorites";
import { type PageInfo, pageInfo, parseCursor } from "../../lib/pagination";
import { isUuid, memberProjectIdsQuery, type ProjectAccess, type WorkspaceAccess } from "../../lib/permissions";
import { announceIssueChanges, membershipActivity, writeContextOf } from "../issues";
import { activeMembersAmong } from "../projects";
import { cycleProgress } from "./cycle-analytics";
import { cycleDeletedEvent, cycleEvent, loadCycle, loadCycles, toActiveCycle, toCycleFavorite } from "./cycle-serializer";
import * as repo from "./cycles.repo";

export async function requireCycle(db: Db, access: ProjectAccess, cycleId: string, lock = false): Promise<repo.CycleRow> {
  const row = isUuid(cycleId) ? await repo.findCycle(db, access.project.id, cycleId, lock) : undefined;
  if (!row) throw notFound("Cycle not found");
  return row;
}

export const statusOf = (row: repo.CycleRow) => cycleStatus(row.start_date, row.end_date, utcToday());

/** Both dates or neither (a draft), and never ending before it starts. */
function checkDates(start: string | null, end: string | null) {
  if ((start === null) !== (end === null))
    throw badRequest("start_date: start_date and end_date must be set together or both left empty");
  if (start && end && start > end) throw badRequest("end_date: must be on or after start_date");
}

async function checkNoOverlap(db: Db, projectId: string, start: string | null, end: string | null, exceptId?: string) {
  if (!start || !end) return;
  const other = await repo.findOverlapping(db, projectId, start, end, exceptId);
  if (other) {
    throw badRequest(
      `start_date: the dates overlap the cycle "${other.name}" (${other.start_date} to ${other.end_date}); cycles of a project cannot overlap`,
    );
  }
}

async function checkOwner(db: Db, projectId: string, ownerId: string) {
  const members = await activeMembersAmong(db, projectId, [ownerId]);
  if (!members.has(ownerId.toLowerCase())) throw badRequest("owned_by: must be a member of this project");
}

export async function listCycles(db: Db, access: ProjectAccess, view?: CycleStatus | "all"): Promise<Cycle[]> {
  const list = await loadCycles(db, { userId: access.userId, projectId: access.project.id, archived: false });
  return list.filter((c) => !view || view === "all" || c.status === view).sort(compareCycles);
}

export async function listArchivedCycles(db: Db, access: ProjectAccess): Promise<Cycle[]> {
  const list = await loadCycles(db, { userId: access.userId, projectId: access.project.id, archived: true });
  return list.sort((a, b) => (b.archived_at ?? "").localeCompare(a.archived_at ?? "") || compareCycles(a, b));
}

export async function getCycle(
  db: Db,
  access: ProjectAccess,
  cycleId: string,
  opts: { archived?: boolean } = {},
): Promise<Cycle> {
  const row = await requireCycle(db, access, cycleId);
  if (opts.archived && !row.archived_at) throw notFound("Cycle not found");
  return loadCycle(db, access, row.id);
}

export async function createCycle(db: Db, access: ProjectAccess, body: CreateCycleBody): Promise<Cycle> {
  const start = body.start_date ?? null;
  const end = body.end_date ?? null;
  checkDates(start, end);
  const { project, userId } = access;
  return db.transaction(async (tx) => {
    await repo.lockProjectCycles(tx, project.id);
    await checkNoOverlap(tx, project.id, start, end);
    const owner = body.owned_by ?? userId;
    if (body.owned_by) await checkOwner(tx, project.id, owner);
    const row = await repo.insertCycle(tx, {
      workspace_id: project.workspace_id,
      project_id: project.id,
      name: body.name,
      description: body.description ?? "",
      start_date: start,
      end_date: end,
      owned_by_id: owner,
      sort_order: body.sort_order ?? (await repo.nextSortOrder(tx, project.id)),
      logo_props: body.logo_props ?? {},
      view_props: body.view_props ?? {},
      created_by: userId,
      updated_by: userId,
    });
    await cycleEvent(tx, access, "created", [row.id], []);
    return loadCycle(tx, access, row.id);
  });
}

export async function updateCycle(db: Db, access: ProjectAccess, cycleId: string, body: UpdateCycleBody): Promise<Cycle> {
  const { project, userId } = access;
  return db.transaction(async (tx) => {
    await repo.lockProjectCycles(tx, project.id);
    const current = await requireCycle(tx, access, cycleId, true);
    const start = body.start_date !== undefined ? body.start_date : current.start_date;
    const end = body.end_date !== undefined ? body.end_date : current.end_date;
    const datesChanged = start !== current.start_date || end !== current.end_date;
    if (datesChanged) {
      if (statusOf(current) === "completed") {
        const field = start !== current.start_date ? "start_date" : "end_date";
        throw badRequest(`${field}: the dates of a completed cycle cannot be changed`);
      }
      checkDates(start, end);
      await checkNoOverlap(tx, project.id, start, end, current.id);
    }
    if (body.owned_by) await checkOwner(tx, project.id, body.owned_by);
    const { owned_by, ...rest } = body;
    const row = await repo.updateCycle(tx, current.id, {
      ...rest,
      ...(owned_by !== undefined ? { owned_by_id: owned_by } : {}),
      updated_by: userId,
    });
    const changed = (Object.keys(body) as (keyof UpdateCycleBody)[])
      .map((k) => (k === "owned_by" ? "owned_by_id" : k))
      .filter((k) => JSON.stringify(current[k as keyof repo.CycleRow]) !== JSON.stringify(row[k as keyof repo.CycleRow]));
    if (changed.length > 0) await cycleEvent(tx, access, "updated", [row.id], changed);
    return loadCycle(tx, access, row.id);
  });
}

/** Deleting a cycle takes its issues out of it (activity and an event each) and out of everyone's favorites. */
export async function deleteCycle(db: Db, access: ProjectAccess, cycleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireCycle(tx, access, cycleId, true);
    const issueIds = await repo.issueIdsOfCycle(tx, current.id);
    await deleteFavorites(tx, "cycle", current.id);
    await repo.deleteCycle(tx, current.id);
    await announceIssueChanges(
      tx,
      writeContextOf(access),
      issueIds.map((issueId) => ({ issueId, activities: [membershipActivity("cycle", current, null)] })),
      ["cycle_id"],
    );
    await cycleDeletedEvent(tx, access, current.id);
  });
}

/** `status: false` when the dates share a day with another cycle of the project (spec §5). */
export async function checkCycleDates(db: Db, access: ProjectAccess, body: CycleDateCheckBody): Promise<{ status: boolean }> {
  if (body.start_date > body.end_date) throw badRequest("end_date: must be on or after start_date");
  if (body.cycle_id) await requireCycle(db, access, body.cycle_id);
  const other = await repo.findOverlapping(db, access.project.id, body.start_date, body.end_date, body.cycle_id);
  return { status: !other };
}

/** Archiving and restoring a cycle: it is found (locked) in the caller's project and announced to it. */
const archiving = (access: ProjectAccess, cycleId: string): ArchiveSteps<repo.CycleRow> => ({
  find: (tx) => requireCycle(tx, access, cycleId, true),
  write: (tx, id, archived_at) => repo.updateCycle(tx, id, { archived_at, updated_by: access.userId }),
  announce: (tx, row, action) => cycleEvent(tx, access, action, [row.id], ["archived_at"]),
});

/** Only completed cycles are archived; archiving drops them from every favorite list (spec §4). */
export const archiveCycle = (db: Db, access: ProjectAccess, cycleId: string) =>
  archiveEntity(db, "cycle", {
    ...archiving(access, cycleId),
    refusal: (row) => (statusOf(row) !== "completed" ? "cycle: only completed cycles can be archived" : undefined),
  });

export const restoreCycle = (db: Db, access: ProjectAccess, cycleId: string) => restoreEntity(db, archiving(access, cycleId));

export const favoriteCycle = (db: Db, access: ProjectAccess, cycleId: string) =>
  favoriteEntity(db, "cycle", {
    find: (tx) => requireCycle(tx, access, cycleId),
    workspaceId: access.workspace.id,
    userId: access.userId,
    toFavorite: toCycleFavorite,
  });

export const unfavoriteCycle = (db: Db, access: ProjectAccess, cycleId: string) =>
  unfavoriteEntity(db, "cycle", isUuid(cycleId) ? cycleId : undefined, access.userId);

export async function getCycleProgress(db: Db, access: ProjectAccess, cycleId: string) {
  return cycleProgress(db, await requireCycle(db, access, cycleId));
}

/** Every non-archived cycle of the projects the caller belongs to. */
export async function listWorkspaceCycles(db: Db, access: WorkspaceAccess): Promise<Cycle[]> {
  const projectIds = memberProjectIdsQuery(db, access.workspace.id, access.userId);
  return (await loadCycles(db, { userId: access.userId, projectIds, archived: false })).sort(compareCycles);
}

/** The workspace's current cycles (one per project at most, since cycles cannot overlap), paginated. */
export async function listActiveCycles(
  db: Db,
  access: WorkspaceAccess,
  query: { per_page?: number; cursor?: string },
): Promise<PageInfo & { results: ActiveCycle[] }> {
  const cursor = parseCursor(query.cursor, query.per_page);
  const today = utcToday();
  const filter = {
    userId: access.userId,
    projectIds: memberProjectIdsQuery(db, access.workspace.id, access.userId),
    archived: false,
    currentOn: today,
  };
  const rows = await repo
    .selectCycles(db, filter)
    .orderBy(asc(cycles.start_date), asc(projects.name), asc(cycles.id))
    .limit(cursor.perPage)
    .offset(cursor.start);
  const total = await repo.countCycles(db, filter);
  return { results: rows.map((r) => toActiveCycle(r, today)), ...pageInfo(cursor, { count: rows.length, total }) };
}
