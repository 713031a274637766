import type { Cycle, CycleAnalytics, CycleAnalyticsType, Estimate, GroupProgress } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api, rowsOf } from "../../../lib/api";
import { cycleKeys, cyclePath, cyclesPath, projectApiPath } from "./cycle-keys";

/** The project's cycles that are not archived (the server sorts them; the screens sort again per tab). */
export function useCycles(slug: string, projectId: string) {
  return useQuery({
    queryKey: cycleKeys.list(slug, projectId),
    enabled: Boolean(slug && projectId),
    queryFn: async ({ signal }) =>
      rowsOf(await api.get<Cycle[] | { results: Cycle[] }>(cyclesPath(slug, projectId), undefined, signal)),
  });
}

export function useArchivedCycles(slug: string, projectId: string, enabled = true) {
  return useQuery({
    queryKey: cycleKeys.archived(slug, projectId),
    enabled: enabled && Boolean(slug && projectId),
    queryFn: async ({ signal }) =>
      rowsOf(
        await api.get<Cycle[] | { results: Cycle[] }>(`${projectApiPath(slug, projectId)}archived-cycles/`, undefined, signal),
      ),
  });
}

/** One cycle, archived or not (the detail endpoint answers for both). */
export function useCycle(slug: string, projectId: string, cycleId: string) {
  return useQuery({
    queryKey: cycleKeys.detail(slug, projectId, cycleId),
    enabled: Boolean(slug && projectId && cycleId),
    queryFn: ({ signal }) => api.get<Cycle>(cyclePath(slug, projectId, cycleId), undefined, signal),
  });
}

export function useCycleProgress(slug: string, projectId: string, cycleId: string) {
  return useQuery({
    queryKey: cycleKeys.progress(slug, projectId, cycleId),
    enabled: Boolean(slug && projectId && cycleId),
    queryFn: ({ signal }) => api.get<GroupProgress>(`${cyclePath(slug, projectId, cycleId)}progress/`, undefined, signal),
  });
}

export function useCycleAnalytics(slug: string, projectId: string, cycleId: string, type: CycleAnalyticsType, enabled = true) {
  return useQuery({
    queryKey: cycleKeys.analytics(slug, projectId, cycleId, type),
    enabled: enabled && Boolean(slug && projectId && cycleId),
    queryFn: ({ signal }) => api.get<CycleAnalytics>(`${cyclePath(slug, projectId, cycleId)}analytics/`, { type }, signal),
  });
}

/**
 * Whether the project has an active estimate (the one marked last_used): only then do points mean
 * anything. A project without estimates, or one that refuses the call, counts as not estimated.
 */
export function useActiveEstimate(slug: string, projectId: string) {
  const query = useQuery({
    queryKey: cycleKeys.estimates(slug, projectId),
    enabled: Boolean(slug && projectId),
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      rowsOf(
        await api.get<Estimate[] | { results: Estimate[] }>(`${projectApiPath(slug, projectId)}estimates/`, undefined, signal),
      ),
  });
  return query.data?.find((estimate) => estimate.last_used) ?? null;
}
