import { useQuery } from "@tanstack/react-query";
import { viewApi } from "./view-api";
import { type ViewPlace, viewKeys } from "./view-keys";

export function useViews(place: ViewPlace, { archived = false, enabled = true }: { archived?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: archived ? viewKeys.archived(place) : viewKeys.list(place),
    enabled: enabled && Boolean(place.slug),
    queryFn: ({ signal }) => viewApi.list(place, archived, signal),
  });
}

export function useView(place: ViewPlace, viewId: string) {
  return useQuery({
    queryKey: viewKeys.view(place, viewId),
    enabled: Boolean(place.slug && viewId),
    queryFn: ({ signal }) => viewApi.get(place, viewId, signal),
  });
}
