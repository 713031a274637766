import type { Cycle, CycleStatus } from "@hangar/contracts";
import { useProject } from "../../project-settings";
import { useProjectList } from "./use-issue-lookups";

/**
 * A project's cycles and modules, and whether an issue shows each: only where the project uses the
 * feature (a project with it turned off answers the list with an error).
 */
export function usePlanningLists(slug: string, projectId: string) {
  const project = useProject(slug, projectId);
  const cycles = useProjectList(slug, projectId, "cycles");
  const modules = useProjectList(slug, projectId, "modules");
  return {
    cycles,
    modules,
    showCycles: project.data?.cycle_view !== false && cycles.isSuccess,
    showModules: project.data?.module_view !== false && modules.isSuccess,
  };
}

const OPEN_CYCLE_ORDER: Partial<Record<CycleStatus, number>> = { current: 0, upcoming: 1, draft: 2 };

/** Cycles an issue can join, the running one first: a completed cycle takes no issues (the server refuses them). */
export function openCycles(cycles: readonly Cycle[] | undefined): Cycle[] {
  return (cycles ?? [])
    .filter((c) => c.status in OPEN_CYCLE_ORDER && !c.archived_at)
    .sort((a, b) => (OPEN_CYCLE_ORDER[a.status] ?? 0) - (OPEN_CYCLE_ORDER[b.status] ?? 0));
}
