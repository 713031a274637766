import type { IssueLookups } from "../../issue-core";
import type { FilterSource } from "../../issue-filters";

/**
 * The filter menu's names, from the same lookups the issue lists use. Estimate points are offered only
 * within one project: across projects their values mean different scales.
 */
export function filterSourceOf(lookups: IssueLookups, projectId = ""): FilterSource {
  return {
    states: lookups.states,
    labels: lookups.labels,
    people: lookups.people,
    cycles: lookups.cycles,
    modules: lookups.modules,
    estimatePoints: projectId ? lookups.activeEstimatePoints?.get(projectId) : undefined,
  };
}
