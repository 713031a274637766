import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { accountKeys } from "./account-keys";

const PAGE_SIZE = 30;

/** What the caller did to issues, in every workspace, newest first (spec §7 me/activities/). */
export function useMyActivities() {
  return useInfiniteQuery({
    queryKey: accountKeys.activities,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.myActivities, { query: { per_page: PAGE_SIZE, cursor: `${PAGE_SIZE}:${pageParam}:0` }, signal }),
    getNextPageParam: (last, _pages, pageParam) => (last.next_page_results ? pageParam + 1 : undefined),
  });
}
