import {
  MODULE_ORDER_OPTIONS,
  type Module,
  type ModuleOrderBy,
  type ModuleOrderOption,
  type ModuleStatus,
} from "@hangar/contracts";

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
