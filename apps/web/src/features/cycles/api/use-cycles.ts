import { type CycleAnalyticsType, cycleEndpoints as cycles } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { estimatesQuery } from "../../estimates";
import { cycleKeys } from "./cycle-keys";

/** The project's cycles that are not archived (the server sorts them; the screens sort again per tab). */
export function useCycles(slug: string, projectId: string) {
  return useQuery({
    queryKey: cycleKeys.list(slug, projectId),
    enabled: Boolean(slug && projectId),
    queryFn: ({ signal }) => call(cycles.list, { params: { slug, projectId }, signal }),
  });
}

export function useArchivedCycles(slug: string, projectId: string, enabled = true) {
  return useQuery({
    queryKey: cycleKeys.archived(slug, projectId),
    enabled: enabled && Boolean(slug && projectId),
    queryFn: ({ signal }) => call(cycles.listArchived, { params: { slug, projectId }, signal }),
  });
}

/** One cycle, archived or not (the detail endpoint answers for both). */
export function useCycle(slug: string, projectId: string, cycleId: string) {
  return useQuery({
    queryKey: cycleKeys.detail(slug, projectId, cycleId),
    enabled: Boolean(slug && projectId && cycleId),
    queryFn: ({ signal }) => call(cycles.get, { params: { slug, projectId, cycleId }, signal }),
  });
}

export function useCycleProgress(slug: string, projectId: string, cycleId: string) {
  return useQuery({
    queryKey: cycleKeys.progress(slug, projectId, cycleId),
    enabled: Boolean(slug && projectId && cycleId),
    queryFn: ({ signal }) => call(cycles.progress, { params: { slug, projectId, cycleId }, signal }),
  });
}

export function useCycleAnalytics(slug: string, projectId: string, cycleId: string, type: CycleAnalyticsType, enabled = true) {
  return useQuery({
    queryKey: cycleKeys.analytics(slug, projectId, cycleId, type),
    enabled: enabled && Boolean(slug && projectId && cycleId),
    queryFn: ({ signal }) => call(cycles.analytics, { params: { slug, projectId, cycleId }, query: { type }, signal }),
  });
}

/**
 * Whether the project has an active estimate (the one marked last_used): only then do points mean
 * anything. A project without estimates, or one that refuses the call, counts as not estimated.
 */
export function useActiveEstimate(slug: string, projectId: string) {
  const query = useQuery({ ...estimatesQuery(slug, projectId), staleTime: 60_000 });
  return query.data?.find((estimate) => estimate.last_used) ?? null;
}
