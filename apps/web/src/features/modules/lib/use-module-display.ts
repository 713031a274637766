import { MODULE_DEFAULTS, MODULE_STATUSES, type ModuleOrderBy, type ModuleStatus } from "@hangar/contracts";
import { useCallback } from "react";
import { useStoredState } from "../../../lib/use-stored-state";
import { isModuleOrderBy } from "./sort-modules";

export type ModuleLayout = "list" | "gallery";
export type ModuleDisplay = { layout: ModuleLayout; order_by: ModuleOrderBy; statuses: ModuleStatus[] };

export const DEFAULT_MODULE_DISPLAY: ModuleDisplay = {
  layout: MODULE_DEFAULTS.layout,
  order_by: MODULE_DEFAULTS.order_by,
  statuses: [],
};

/** What was stored, keeping only values that are still valid (an old or hand-edited entry falls back). */
function parseModuleDisplay(stored: unknown): ModuleDisplay {
  const raw = (typeof stored === "object" && stored !== null ? stored : {}) as Partial<Record<keyof ModuleDisplay, unknown>>;
  return {
    layout: raw.layout === "gallery" ? "gallery" : "list",
    order_by: isModuleOrderBy(raw.order_by) ? raw.order_by : DEFAULT_MODULE_DISPLAY.order_by,
    statuses: Array.isArray(raw.statuses)
      ? raw.statuses.filter((s): s is ModuleStatus => (MODULE_STATUSES as readonly unknown[]).includes(s))
      : [],
  };
}

/** The module list's layout, order and status filter, remembered per project in this browser. */
export function useModuleDisplay(projectId: string): [ModuleDisplay, (patch: Partial<ModuleDisplay>) => void] {
  const [display, setDisplay] = useStoredState(`module_display:${projectId}`, parseModuleDisplay);
  const update = useCallback(
    (patch: Partial<ModuleDisplay>) => setDisplay((current) => ({ ...current, ...patch })),
    [setDisplay],
  );
  return [display, update];
}
