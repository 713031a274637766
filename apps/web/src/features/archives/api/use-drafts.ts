import { flatIssuePage, type IssuePage, issueEndpoints } from "@hangar/contracts";
import { type InfiniteData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { type ListSearch, listSearchParams } from "../lib/list-search";
import { draftKeys } from "./draft-keys";
import { previousOfSameList } from "./list-placeholder";

export const DRAFT_PAGE_SIZE = 50;

export type DraftPages = InfiniteData<IssuePage, number>;

/** The caller's drafts across the workspace's projects, as filtered and ordered on the page. */
export function useWorkspaceDrafts(slug: string, search: ListSearch) {
  return useInfiniteQuery({
    queryKey: draftKeys.listFor(slug, search),
    enabled: Boolean(slug),
    initialPageParam: 0,
    placeholderData: previousOfSameList(draftKeys.list(slug)),
    queryFn: async ({ pageParam, signal }) =>
      flatIssuePage(
        await call(issueEndpoints.listWorkspaceDrafts, {
          params: { slug },
          query: { ...listSearchParams(search), per_page: DRAFT_PAGE_SIZE, cursor: `${DRAFT_PAGE_SIZE}:${pageParam}:0` },
          signal,
        }),
      ),
    getNextPageParam: (last, _pages, pageParam) => (last.next_page_results ? pageParam + 1 : undefined),
  });
}

/** How many drafts the caller has here, whatever the page filters (the sidebar's badge): one row reads the total. */
export function useDraftCount(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: draftKeys.count(slug),
    enabled: enabled && Boolean(slug),
    queryFn: async ({ signal }) =>
      (await call(issueEndpoints.listWorkspaceDrafts, { params: { slug }, query: { per_page: 1, cursor: "1:0:0" }, signal }))
        .total_results,
  });
}

/** One draft with its description (list rows leave descriptions out). */
export function useDraft(slug: string, draftId: string | undefined) {
  return useQuery({
    queryKey: draftKeys.detail(slug, draftId ?? ""),
    enabled: Boolean(slug && draftId),
    queryFn: ({ signal }) => call(issueEndpoints.getWorkspaceDraft, { params: { slug, draftId: draftId ?? "" }, signal }),
  });
}
