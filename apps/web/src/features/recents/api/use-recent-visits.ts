import { homeEndpoints, RECENT_VISITS_PAGE_SIZE, type RecentsFilter } from "@hangar/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { recentKeys } from "./recent-keys";

/**
 * What the caller opened last in the workspace, newest first: every kind ("all") or one. Only what they
 * may still open comes back, with names, keys and projects to show and link to.
 */
export function recentVisitsQuery(slug: string, kind: RecentsFilter = "all", perPage = RECENT_VISITS_PAGE_SIZE) {
  return queryOptions({
    queryKey: recentKeys.list(slug, kind, perPage),
    queryFn: ({ signal }) =>
      call(homeEndpoints.recentVisits, {
        params: { slug },
        query: { per_page: perPage, ...(kind === "all" ? {} : { entity_name: kind }) },
        signal,
      }),
  });
}

export function useRecentVisits(
  slug: string,
  kind: RecentsFilter = "all",
  options: { perPage?: number; enabled?: boolean } = {},
) {
  return useQuery({
    ...recentVisitsQuery(slug, kind, options.perPage),
    enabled: Boolean(slug) && options.enabled !== false,
    placeholderData: keepPreviousData,
  });
}
