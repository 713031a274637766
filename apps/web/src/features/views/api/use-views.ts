import type { IssueView } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api, rowsOf } from "../../../lib/api";
import { type ViewPlace, viewKeys, viewPaths } from "./view-keys";

export function useViews(place: ViewPlace, { archived = false, enabled = true }: { archived?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: archived ? viewKeys.archived(place) : viewKeys.list(place),
    enabled: enabled && Boolean(place.slug),
    queryFn: async ({ signal }) =>
      rowsOf(
        await api.get<IssueView[] | { results: IssueView[] }>(
          viewPaths.list(place),
          archived ? { archived: "true" } : undefined,
          signal,
        ),
      ),
  });
}

export function useView(place: ViewPlace, viewId: string) {
  return useQuery({
    queryKey: viewKeys.view(place, viewId),
    enabled: Boolean(place.slug && viewId),
    queryFn: ({ signal }) => api.get<IssueView>(viewPaths.view(place, viewId), undefined, signal),
  });
}
