import { STICKY_PAGE_SIZE, stickyEndpoints } from "@hangar/contracts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { stickyKeys } from "./sticky-keys";

/** The caller's stickies here, top first, a page at a time; `search` filters by name and body text. */
export function useStickies(slug: string, search = "", perPage = STICKY_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: stickyKeys.list(slug, search),
    enabled: Boolean(slug),
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) =>
      call(stickyEndpoints.list, {
        params: { slug },
        query: { cursor: `${perPage}:${pageParam}:0`, ...(search ? { query: search } : {}) },
        signal,
      }),
    getNextPageParam: (last, _pages, pageParam) => (last.next_page_results ? pageParam + 1 : undefined),
  });
}
