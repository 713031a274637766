import type { Db } from "../../db/client";
import { badRequest, HttpError } from "../../lib/errors";
import type { ProjectAccess } from "../../lib/permissions";
import { addCycleIssues, removeIssuesFromCycles } from "../cycles";
import { addModuleIssues } from "../modules";

export type PlanningFields = { cycle_id?: string | null; module_ids?: string[] };

export const hasPlanningFields = (f: PlanningFields) => f.cycle_id !== undefined || (f.module_ids?.length ?? 0) > 0;

/** The cycle and module services speak of their own objects ("Cycle not found"); here the field is at fault. */
async function asField<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError && (err.status === 404 || err.status === 400)) {
      const reason = err.status === 404 ? `${field.replace(/_ids?$/, "")} not found in this project` : err.message;
      throw badRequest(`${field}: ${reason.replace(/^\w+: /, "")}`);
    }
    throw err;
  }
}

/**
 * Puts issues (already checked to be published issues of the project) into a cycle or out of theirs, and
 * into modules, through the cycle and module services so their rules, activity and events apply. Run it
 * inside the caller's transaction: the services' own transactions become savepoints of it.
 */
export async function applyPlanningFields(tx: Db, access: ProjectAccess, issueIds: string[], fields: PlanningFields) {
  if (fields.cycle_id === null) await removeIssuesFromCycles(tx, access, issueIds);
  else if (fields.cycle_id) {
    const cycleId = fields.cycle_id;
    await asField("cycle_id", () => addCycleIssues(tx, access, cycleId, issueIds));
  }
  for (const moduleId of new Set(fields.module_ids ?? [])) {
    await asField("module_ids", () => addModuleIssues(tx, access, moduleId, issueIds));
  }
}
