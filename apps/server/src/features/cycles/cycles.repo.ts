import { SORT_ORDER_STEP } from "@hangar/contracts";
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  ne,
  notInArray,
  or,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client";
import { cycleIssues, cycles, issues, projects, states, userFavorites } from "../../db/schema";
import { favoriteOf } from "../../lib/favorites";
import { liveIssue, progressFields, progressSubquery } from "./issue-stats";

export type CycleRow = typeof cycles.$inferSelect;
type CycleInsert = typeof cycles.$inferInsert;

export type CycleFilter = {
  userId: string;
  projectId?: string;
  projectIds?: SQLWrapper | string[];
  cycleIds?: string[];
  archived?: boolean;
  /** Only cycles whose dates contain this day (the current ones). */
  currentOn?: string;
};

function filterOf(f: CycleFilter) {
  return and(
    f.projectId ? eq(cycles.project_id, f.projectId) : undefined,
    f.projectIds ? inArray(cycles.project_id, f.projectIds) : undefined,
    f.cycleIds ? inArray(cycles.id, f.cycleIds) : undefined,
    f.archived === undefined ? undefined : f.archived ? isNotNull(cycles.archived_at) : isNull(cycles.archived_at),
    f.currentOn ? and(lte(cycles.start_date, f.currentOn), gte(cycles.end_date, f.currentOn)) : undefined,
  );
}

/** Cycles with their progress and the caller's favorite flag, in one query. */
export function selectCycles(db: Db, f: CycleFilter) {
  const progress = progressSubquery(
    db,
    "cycle",
    and(
      f.projectId ? eq(cycleIssues.project_id, f.projectId) : undefined,
      f.projectIds ? inArray(cycleIssues.project_id, f.projectIds) : undefined,
      f.cycleIds ? inArray(cycleIssues.cycle_id, f.cycleIds) : undefined,
    ),
  );
  return db
    .select({
      cycle: cycles,
      favoriteId: userFavorites.id,
      project: { id: projects.id, name: projects.name, identifier: projects.identifier },
      ...progressFields(progress),
    })
    .from(cycles)
    .innerJoin(projects, eq(projects.id, cycles.project_id))
    .leftJoin(progress, eq(progress.owner_id, cycles.id))
    .leftJoin(userFavorites, favoriteOf(f.userId, "cycle", cycles.id))
    .where(filterOf(f))
    .$dynamic();
}

export type CycleListRow = Awaited<ReturnType<typeof selectCycles>>[number];

export async function countCycles(db: Db, f: CycleFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cycles).where(filterOf(f));
  return Number(row?.n ?? 0);
}

export async function findCycle(db: Db, projectId: string, cycleId: string, lock = false): Promise<CycleRow | undefined> {
  const q = db
    .select()
    .from(cycles)
    .where(and(eq(cycles.project_id, projectId), eq(cycles.id, cycleId)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function lockProjectCycles(tx: Db, projectId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cycles:${projectId}`}, 0))`);
}

/** A dated cycle of the project whose days share at least one day with start..end (both inclusive). */
export async function findOverlapping(db: Db, projectId: string, start: string, end: string, exceptId?: string) {
  const [row] = await db
    .select({ id: cycles.id, name: cycles.name, start_date: cycles.start_date, end_date: cycles.end_date })
    .from(cycles)
    .where(
      and(
        eq(cycles.project_id, projectId),
        exceptId ? ne(cycles.id, exceptId) : undefined,
        lte(cycles.start_date, end),
        gte(cycles.end_date, start),
      ),
    )
    .orderBy(asc(cycles.start_date))
    .limit(1);
  return row;
}

export async function nextSortOrder(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ m: max(cycles.sort_order) })
    .from(cycles)
    .where(eq(cycles.project_id, projectId));
  return row?.m == null ? 65535 : row.m + SORT_ORDER_STEP;
}

export async function insertCycle(tx: Db, values: CycleInsert): Promise<CycleRow> {
  const [row] = await tx.insert(cycles).values(values).returning();
  return row;
}

export async function updateCycle(tx: Db, id: string, changes: Partial<CycleInsert>): Promise<CycleRow> {
  const [row] = await tx
    .update(cycles)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(cycles.id, id))
    .returning();
  return row;
}

export async function deleteCycle(tx: Db, id: string) {
  await tx.delete(cycles).where(eq(cycles.id, id));
}

/** The issues of a cycle (live or not), for moving them out when the cycle goes away. */
export async function issueIdsOfCycle(db: Db, cycleId: string): Promise<string[]> {
  const rows = await db.select({ id: cycleIssues.issue_id }).from(cycleIssues).where(eq(cycleIssues.cycle_id, cycleId));
  return rows.map((r) => r.id);
}

/** Which cycle each issue is in now, with the cycle's name for the activity row. */
export async function cyclesOfIssues(db: Db, issueIds: string[]): Promise<Map<string, { id: string; name: string }>> {
  const out = new Map<string, { id: string; name: string }>();
  if (issueIds.length === 0) return out;
  const rows = await db
    .select({ issueId: cycleIssues.issue_id, id: cycles.id, name: cycles.name })
    .from(cycleIssues)
    .innerJoin(cycles, eq(cycles.id, cycleIssues.cycle_id))
    .where(inArray(cycleIssues.issue_id, issueIds));
  for (const r of rows) out.set(r.issueId, { id: r.id, name: r.name });
  return out;
}

/** Puts issues into a cycle; an issue already in another cycle moves (one row per issue). */
export async function putIssuesInCycle(
  tx: Db,
  scope: { workspace_id: string; project_id: string; cycle_id: string; created_by: string },
  issueIds: string[],
) {
  if (issueIds.length === 0) return;
  await tx
    .insert(cycleIssues)
    .values(issueIds.map((issue_id) => ({ ...scope, issue_id })))
    .onConflictDoUpdate({
      target: cycleIssues.issue_id,
      set: { cycle_id: scope.cycle_id, created_by: scope.created_by, created_at: new Date() },
    });
}

export async function removeIssueFromCycle(tx: Db, cycleId: string, issueId: string): Promise<boolean> {
  const rows = await tx
    .delete(cycleIssues)
    .where(and(eq(cycleIssues.cycle_id, cycleId), eq(cycleIssues.issue_id, issueId)))
    .returning({ id: cycleIssues.id });
  return rows.length > 0;
}

/** Live issues of a cycle whose state is not finished (completed or canceled), locked for the move. */
export async function unfinishedIssueIds(tx: Db, cycleId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: issues.id })
    .from(cycleIssues)
    .innerJoin(issues, and(eq(issues.id, cycleIssues.issue_id), liveIssue))
    .leftJoin(states, eq(states.id, issues.state_id))
    .where(and(eq(cycleIssues.cycle_id, cycleId), or(isNull(states.group), notInArray(states.group, ["completed", "cancelled"]))))
    .orderBy(asc(issues.sequence_id))
    .for("no key update", { of: issues });
  return rows.map((r) => r.id);
}
