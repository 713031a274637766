import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { profileKeys } from "./use-member-profile";

export const ACTIVITY_PAGE_SIZE = 30;

/** What a member did in the workspace, in the projects the caller may read (spec §7 user-activity/). */
export function useMemberActivity(slug: string, userId: string) {
  return useInfiniteQuery({
    queryKey: [...profileKeys.all(slug, userId), "activity"],
    enabled: Boolean(slug && userId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.userActivity, {
        params: { slug, userId },
        query: { per_page: ACTIVITY_PAGE_SIZE, cursor: `${ACTIVITY_PAGE_SIZE}:${pageParam}:0` },
        signal,
      }),
    getNextPageParam: (last, _pages, pageParam) => (last.next_page_results ? pageParam + 1 : undefined),
  });
}
