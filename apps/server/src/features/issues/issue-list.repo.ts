import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cycles, modules } from "../../db/schema";
import { isUuid } from "../../lib/permissions";

export type CycleRow = typeof cycles.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

export async function findProjectCycle(db: Db, projectId: string, cycleId: string): Promise<CycleRow | undefined> {
  if (!isUuid(cycleId)) return undefined;
  const [row] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.project_id, projectId), eq(cycles.id, cycleId)))
    .limit(1);
  return row;
}

export async function findProjectModule(db: Db, projectId: string, moduleId: string): Promise<ModuleRow | undefined> {
  if (!isUuid(moduleId)) return undefined;
  const [row] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.project_id, projectId), eq(modules.id, moduleId)))
    .limit(1);
  return row;
}
