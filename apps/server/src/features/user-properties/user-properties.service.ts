import {
  applyDisplayRules,
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  DISPLAY_PROPERTY_KEYS,
  type DisplayFilters,
  type DisplayProperties,
  defaultDisplayFilters,
  displayFiltersSchema,
  ISSUE_FILTER_KEYS,
  type IssueFilterKey,
  issueFiltersSchema,
  type UpdateUserPropertiesBody,
  type UserProperties,
  type ViewScope,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import type { ProjectAccess, WorkspaceAccess } from "../../lib/permissions";
import { requireCycle, requireModule } from "../issues";
import * as repo from "./user-properties.repo";

/** Whose preferences, for which list: the key of the stored row plus the ids the answer names. */
export type PropertiesTarget = repo.UserPropertiesKey & { project: string | null; cycle: string | null; module: string | null };

type Stored = {
  filters: Record<string, unknown>;
  display_filters: Record<string, unknown>;
  display_properties: Record<string, unknown>;
};

/**
 * Stored preferences over the scope's defaults, value by value: a key the defaults gained later shows
 * its default, a value that is no longer valid falls back to it.
 */
function resolve(scope: ViewScope, stored: Stored | undefined) {
  const filters = { ...DEFAULT_ISSUE_FILTERS };
  const storedFilters = issueFiltersSchema.safeParse(stored?.filters ?? {});
  if (storedFilters.success) {
    for (const key of ISSUE_FILTER_KEYS) filters[key] = storedFilters.data[key] ?? null;
  }
  const display_filters = defaultDisplayFilters(scope);
  const shape = displayFiltersSchema.shape;
  for (const key of Object.keys(shape) as (keyof DisplayFilters)[]) {
    const parsed = shape[key].safeParse(stored?.display_filters?.[key]);
    if (parsed.success) (display_filters as Record<string, unknown>)[key] = parsed.data;
  }
  const display_properties: DisplayProperties = { ...DEFAULT_DISPLAY_PROPERTIES };
  for (const key of DISPLAY_PROPERTY_KEYS) {
    const value = stored?.display_properties?.[key];
    if (typeof value === "boolean") display_properties[key] = value;
  }
  return { filters, display_filters, display_properties };
}

const answer = (target: PropertiesTarget, values: ReturnType<typeof resolve>): UserProperties => ({
  user: target.userId,
  workspace: target.workspaceId,
  project: target.project,
  cycle: target.cycle,
  module: target.module,
  ...values,
});

export async function getUserProperties(db: Db, target: PropertiesTarget): Promise<UserProperties> {
  return answer(target, resolve(target.scope, await repo.findUserProperties(db, target)));
}

/**
 * Changes only what the body names (a filter key set to null clears it) and applies the display rules
 * of spec §4 before storing, so every client reads back a consistent set.
 */
export async function updateUserProperties(
  db: Db,
  target: PropertiesTarget,
  body: UpdateUserPropertiesBody,
): Promise<UserProperties> {
  const attempt = () =>
    db.transaction(async (tx) => {
      const row = await repo.findUserProperties(tx, target, true);
      const current = resolve(target.scope, row);
      const filters = { ...current.filters };
      for (const [key, values] of Object.entries(body.filters ?? {})) {
        if (values !== undefined) filters[key as IssueFilterKey] = values;
      }
      const next = {
        filters,
        display_filters: body.display_filters
          ? applyDisplayRules(current.display_filters, body.display_filters, target.scope)
          : current.display_filters,
        display_properties: { ...current.display_properties, ...body.display_properties },
      };
      if (row) await repo.updateUserProperties(tx, row.id, next);
      else await repo.insertUserProperties(tx, target, next);
      return answer(target, next);
    });
  try {
    return await attempt();
  } catch (err) {
    // Two first saves at once: the loser finds the winner's row on its second try.
    if (isUniqueViolation(err)) return attempt();
    throw err;
  }
}

const none = { project: null, cycle: null, module: null };

export const projectTarget = (access: ProjectAccess): PropertiesTarget => ({
  ...none,
  userId: access.userId,
  workspaceId: access.workspace.id,
  scope: "project",
  scopeId: access.project.id,
  project: access.project.id,
});

export const workspaceTarget = (access: WorkspaceAccess): PropertiesTarget => ({
  ...none,
  userId: access.userId,
  workspaceId: access.workspace.id,
  scope: "workspace",
  scopeId: null,
});

export async function cycleTarget(db: Db, access: ProjectAccess, cycleId: string): Promise<PropertiesTarget> {
  const cycle = await requireCycle(db, access, cycleId);
  return { ...projectTarget(access), scope: "cycle", scopeId: cycle.id, cycle: cycle.id };
}

export async function moduleTarget(db: Db, access: ProjectAccess, moduleId: string): Promise<PropertiesTarget> {
  const module = await requireModule(db, access, moduleId);
  return { ...projectTarget(access), scope: "module", scopeId: module.id, module: module.id };
}
