import { searchEndpoints, type WorkspaceSearch } from "@hangar/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * Everything the caller may read that matches the palette's text (the workspace search), asked at every
 * keystroke: the goal is results within 50 ms of a key, the server answers in about 10, and a debounce
 * would spend most of the budget waiting (bench/web-palette.ts). A question overtaken by the next key is
 * cancelled (its query loses its last observer, and the fetch its signal), so a late answer never lands
 * over a newer one. The previous answer stays on screen while the next one loads, so rows do not flash.
 */
export function usePaletteSearch(slug: string, search: string) {
  const term = search.trim();
  const query = useQuery({
    queryKey: [...queryKeys.workspace(slug), "search", term],
    queryFn: ({ signal }): Promise<WorkspaceSearch> =>
      call(searchEndpoints.workspace, { params: { slug }, query: { search: term }, signal }),
    enabled: term !== "",
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  return {
    results: term ? query.data?.results : undefined,
    searching: term !== "" && query.isFetching,
    error: query.isError ? query.error : null,
  };
}
