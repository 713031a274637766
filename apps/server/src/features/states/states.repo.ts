import { STATE_GROUPS, type State, type StateGroup } from "@hangar/contracts";
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issues, states } from "../../db/schema";
import { isUuid, memberProjectIdsQuery } from "../../lib/permissions";

export type StateRow = typeof states.$inferSelect;

export function toState(row: StateRow): State {
  return {
    id: row.id,
    project_id: row.project_id,
    workspace_id: row.workspace_id,
    name: row.name,
    color: row.color,
    group: row.group as StateGroup,
    default: row.default,
    description: row.description,
    sequence: row.sequence,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
  };
}

const groupOrder = sql`array_position(array[${sql.join(
  STATE_GROUPS.map((g) => sql`${g}`),
  sql`, `,
)}]::text[], ${states.group})`;
const stateOrder = [groupOrder, asc(states.sequence), asc(states.created_at), asc(states.id)];

export async function listProjectStates(db: Db, projectId: string): Promise<StateRow[]> {
  return db
    .select()
    .from(states)
    .where(eq(states.project_id, projectId))
    .orderBy(...stateOrder);
}

/** States of every unarchived project in the workspace that the user is an active member of. */
export async function listWorkspaceStatesForMember(db: Db, workspaceId: string, userId: string): Promise<StateRow[]> {
  const memberProjects = memberProjectIdsQuery(db, workspaceId, userId);
  return db
    .select()
    .from(states)
    .where(and(eq(states.workspace_id, workspaceId), inArray(states.project_id, memberProjects)))
    .orderBy(asc(states.project_id), ...stateOrder);
}

export async function findProjectState(db: Db, projectId: string, stateId: string): Promise<StateRow | undefined> {
  if (!isUuid(stateId)) return undefined;
  const [row] = await db
    .select()
    .from(states)
    .where(and(eq(states.project_id, projectId), eq(states.id, stateId)))
    .limit(1);
  return row;
}

export async function findStateByName(db: Db, projectId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .where(
      and(
        eq(states.project_id, projectId),
        sql`lower(${states.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(states.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function maxSequenceInGroup(db: Db, projectId: string, group: StateGroup): Promise<number | null> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${states.sequence})` })
    .from(states)
    .where(and(eq(states.project_id, projectId), eq(states.group, group)));
  return row?.max === null || row?.max === undefined ? null : Number(row.max);
}

export async function countProjectStates(db: Db, projectId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(states).where(eq(states.project_id, projectId));
  return Number(row?.n ?? 0);
}

/** Serialises state writes of one project (sequence numbering, the single default) without locking the project row. */
export async function lockProjectStates(db: Db, projectId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`states:${projectId}`}, 0))`);
}

export async function insertState(db: Db, values: typeof states.$inferInsert): Promise<StateRow> {
  const [row] = await db.insert(states).values(values).returning();
  return row;
}

export async function updateState(db: Db, stateId: string, values: Partial<typeof states.$inferInsert>): Promise<StateRow> {
  const [row] = await db
    .update(states)
    .set({ ...values, updated_at: new Date() })
    .where(eq(states.id, stateId))
    .returning();
  return row;
}

/** Returns the ids of the states that were the default (at most one). */
export async function clearDefaultState(db: Db, projectId: string, userId: string): Promise<string[]> {
  const rows = await db
    .update(states)
    .set({ default: false, updated_by: userId, updated_at: new Date() })
    .where(and(eq(states.project_id, projectId), eq(states.default, true)))
    .returning({ id: states.id });
  return rows.map((r) => r.id);
}

export async function deleteState(db: Db, stateId: string) {
  await db.delete(states).where(eq(states.id, stateId));
}

/** Issues that use a state, archived and draft ones included (they come back), deleted ones not. */
export async function countLiveIssuesInState(db: Db, stateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(issues)
    .where(and(eq(issues.state_id, stateId), isNull(issues.deleted_at)));
  return row?.n ?? 0;
}

export async function moveDeletedIssuesToDefault(db: Db, projectId: string, stateId: string) {
  const [fallback] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.project_id, projectId), eq(states.default, true)))
    .limit(1);
  await db
    .update(issues)
    .set({ state_id: fallback?.id ?? null })
    .where(and(eq(issues.state_id, stateId), isNotNull(issues.deleted_at)));
}
