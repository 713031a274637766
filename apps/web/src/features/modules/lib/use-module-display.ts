import { MODULE_DEFAULTS, MODULE_STATUSES, type ModuleOrderBy, type ModuleStatus } from "@hangar/contracts";
import { useCallback, useState } from "react";
import { isModuleOrderBy } from "./sort-modules";

export type ModuleLayout = "list" | "gallery";
export type ModuleDisplay = { layout: ModuleLayout; order_by: ModuleOrderBy; statuses: ModuleStatus[] };

export const DEFAULT_MODULE_DISPLAY: ModuleDisplay = {
  layout: MODULE_DEFAULTS.layout,
  order_by: MODULE_DEFAULTS.order_by,
  statuses: [],
};

const storageKey = (projectId: string) => `module_display:${projectId}`;

/** What was stored, keeping only values that are still valid (an old or hand-edited entry falls back). */
export function readModuleDisplay(projectId: string): ModuleDisplay {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(projectId)) ?? "{}") as Partial<Record<keyof ModuleDisplay, unknown>>;
    return {
      layout: raw.layout === "gallery" ? "gallery" : "list",
      order_by: isModuleOrderBy(raw.order_by) ? raw.order_by : DEFAULT_MODULE_DISPLAY.order_by,
      statuses: Array.isArray(raw.statuses)
        ? raw.statuses.filter((s): s is ModuleStatus => (MODULE_STATUSES as readonly unknown[]).includes(s))
        : [],
    };
  } catch {
    return DEFAULT_MODULE_DISPLAY;
  }
}

/** The module list's layout, order and status filter, remembered per project in this browser. */
export function useModuleDisplay(projectId: string): [ModuleDisplay, (patch: Partial<ModuleDisplay>) => void] {
  const [display, setDisplay] = useState(() => readModuleDisplay(projectId));
  const update = useCallback(
    (patch: Partial<ModuleDisplay>) =>
      setDisplay((current) => {
        const next = { ...current, ...patch };
        try {
          localStorage.setItem(storageKey(projectId), JSON.stringify(next));
        } catch {
          // Private mode or a full quota: the choice still applies until the page reloads.
        }
        return next;
      }),
    [projectId],
  );
  return [display, update];
}
