import type { Issue, IssuePage } from "@hangar/contracts";
import { type InfiniteData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { draftKeys, draftPath, draftsPath } from "./draft-keys";

export const DRAFT_PAGE_SIZE = 50;

export type DraftPages = InfiniteData<IssuePage, number>;

/** The caller's drafts across the workspace's projects, most recently edited first. */
export function useWorkspaceDrafts(slug: string) {
  return useInfiniteQuery({
    queryKey: draftKeys.list(slug),
    enabled: Boolean(slug),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<IssuePage>(
        draftsPath(slug),
        { per_page: DRAFT_PAGE_SIZE, cursor: `${DRAFT_PAGE_SIZE}:${pageParam}:0`, order_by: "-updated_at" },
        signal,
      ),
    getNextPageParam: (last, _pages, pageParam) => (last.next_page_results ? pageParam + 1 : undefined),
  });
}

/** How many drafts the caller has here (the sidebar's badge): one row is enough to read the total. */
export function useDraftCount(slug: string) {
  return useQuery({
    queryKey: draftKeys.count(slug),
    enabled: Boolean(slug),
    queryFn: async ({ signal }) =>
      (await api.get<IssuePage>(draftsPath(slug), { per_page: 1, cursor: "1:0:0" }, signal)).total_results,
  });
}

/** One draft with its description (list rows leave descriptions out). */
export function useDraft(slug: string, draftId: string | undefined) {
  return useQuery({
    queryKey: draftKeys.detail(slug, draftId ?? ""),
    enabled: Boolean(slug && draftId),
    queryFn: ({ signal }) => api.get<Issue>(draftPath(slug, draftId ?? ""), undefined, signal),
  });
}
