import {
  MODULE_ORDER_OPTIONS,
  type Module,
  type ModuleOrderBy,
  type ModuleOrderOption,
  type ModuleStatus,
} from "@hangar/contracts";

const byNameThenId = (a: Module, b: Module) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);

/** Completed share of the module's issues; an empty module counts as 0. */
export function progressRatio(module: Pick<Module, "total_issues" | "completed_issues">): number {
  return module.total_issues === 0 ? 0 : module.completed_issues / module.total_issues;
}

function compareBy(key: ModuleOrderOption, a: Module, b: Module): number {
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
 * Spec §9 module order options, the same way the server orders them: a leading minus reverses, ties go
 * by name, and modules without a target date always come last when ordering by it.
 */
export function sortModules(modules: readonly Module[], orderBy: ModuleOrderBy): Module[] {
  const desc = orderBy.startsWith("-");
  const key = (desc ? orderBy.slice(1) : orderBy) as ModuleOrderOption;
  return [...modules].sort((a, b) => {
    if (key === "target_date" && (a.target_date === null) !== (b.target_date === null)) return a.target_date === null ? 1 : -1;
    const order = compareBy(key, a, b);
    return (desc ? -order : order) || byNameThenId(a, b);
  });
}

/** An empty status filter shows every module. */
export function filterModules(modules: readonly Module[], statuses: readonly ModuleStatus[]): Module[] {
  return statuses.length === 0 ? [...modules] : modules.filter((m) => statuses.includes(m.status));
}

export const ORDER_LABELS: Record<ModuleOrderOption, string> = {
  name: "Name",
  progress: "Progress",
  issues_length: "Number of issues",
  target_date: "Due date",
  created_at: "Created date",
  sort_order: "Manual",
};

export const ORDER_OPTIONS = MODULE_ORDER_OPTIONS;

export function isModuleOrderBy(value: unknown): value is ModuleOrderBy {
  if (typeof value !== "string") return false;
  const key = value.startsWith("-") ? value.slice(1) : value;
  return (MODULE_ORDER_OPTIONS as readonly string[]).includes(key);
}
