import type { ModuleStatus } from "@hangar/contracts";

/** How each module status reads and looks; colors follow the state groups they resemble. */
export const MODULE_STATUS_META: Record<ModuleStatus, { label: string; color: string }> = {
  backlog: { label: "Backlog", color: "#a3a3a3" },
  planned: { label: "Planned", color: "#3f76ff" },
  "in-progress": { label: "In progress", color: "#f59e0b" },
  paused: { label: "Paused", color: "#525252" },
  completed: { label: "Completed", color: "#16a34a" },
  cancelled: { label: "Canceled", color: "#dc2626" },
};
