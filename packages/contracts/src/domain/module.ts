/**
 * The module contract's values and rules without its zod schemas, so the browser can load them alone
 * (../module.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import type { Module, ModuleOrderBy, ModuleOrderOption, ModuleStatus } from "../module";

export const MODULE_STATUSES = ["backlog", "planned", "in-progress", "paused", "completed", "cancelled"] as const;

/** Only a finished module can be archived. */
export const MODULE_ARCHIVABLE_STATUSES: readonly ModuleStatus[] = ["completed", "cancelled"];

/** Spec §9: module list order options; a leading minus reverses. */
export const MODULE_ORDER_OPTIONS = ["name", "progress", "issues_length", "target_date", "created_at", "sort_order"] as const;

export const MODULE_DEFAULTS = { layout: "list", order_by: "name" } as const;

/** Completed share of the module's issues; an empty module counts as 0. */
export function progressRatio(module: Pick<Module, "total_issues" | "completed_issues">): number {
  return module.total_issues === 0 ? 0 : module.completed_issues / module.total_issues;
}

const byNameThenId = (a: Module, b: Module) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);

function compareModulesBy(key: ModuleOrderOption, a: Module, b: Module): number {
  switch (key) {
    case "name":
      return a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
    case "progress":
      return progressRatio(a) - progressRatio(b);
    case "issues_length":
      return a.total_issues - b.total_issues;
    case "created_at":
      return a.created_at.localeCompare(b.created_at);
    case "sort_order":
      return a.sort_order - b.sort_order;
    case "target_date":
      return (a.target_date ?? "").localeCompare(b.target_date ?? "");
  }
}

/**
 * Spec §9 module order options (the server's list order, and the web's when it reorders what it holds): a
 * leading minus reverses, ties go by name, and modules without a target date always come last when ordering by it.
 */
export function sortModules(modules: readonly Module[], orderBy: ModuleOrderBy): Module[] {
  const desc = orderBy.startsWith("-");
  const key = (desc ? orderBy.slice(1) : orderBy) as ModuleOrderOption;
  return [...modules].sort((a, b) => {
    if (key === "target_date" && (a.target_date === null) !== (b.target_date === null)) return a.target_date === null ? 1 : -1;
    const order = compareModulesBy(key, a, b);
    return (desc ? -order : order) || byNameThenId(a, b);
  });
}
