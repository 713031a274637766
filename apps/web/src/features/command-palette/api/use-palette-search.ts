import { searchEndpoints, type WorkspaceSearch } from "@hangar/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

/** A pause this short between keys is typing; the server answers in a few milliseconds once asked. */
export const PALETTE_DEBOUNCE_MS = 40;

/**
 * Everything the caller may read that matches the palette's text (the workspace search), asked once
 * typing pauses. The previous answer stays on screen while the next one loads, so rows do not flash.
 */
export function usePaletteSearch(slug: string, search: string) {
  const typed = search.trim();
  const term = useDebouncedValue(typed, PALETTE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...queryKeys.workspace(slug), "search", term],
    queryFn: ({ signal }): Promise<WorkspaceSearch> =>
      call(searchEndpoints.workspace, { params: { slug }, query: { search: term }, signal }),
    enabled: term !== "",
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  return {
    results: typed && term ? query.data?.results : undefined,
    searching: typed !== "" && (typed !== term || query.isFetching),
    error: query.isError ? query.error : null,
  };
}
