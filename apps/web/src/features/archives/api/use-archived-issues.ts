import { flatIssuePage, type Issue, issueEndpoints } from "@hangar/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { call } from "../../../lib/api";
import { issueKeys, useIssueStore, withoutPendingFields } from "../../issue-core";
import { type ListSearch, listSearchParams } from "../lib/list-search";
import { previousOfSameList } from "./list-placeholder";

export const ARCHIVED_PAGE_SIZE = 50;

/**
 * The project's archived issues as filtered and ordered on the page, a page at a time. Pages feed the
 * issue store and rows are read back from it, so a restore (which clears `archived_at` there first) or a
 * delete takes the row off at once and a rollback brings it back. Each filter set caches apart; while
 * a new one loads, the previous rows stay on screen.
 */
export function useArchivedIssues(slug: string, projectId: string, { filters, orderBy }: ListSearch) {
  const query = useInfiniteQuery({
    queryKey: issueKeys.archivedList(slug, projectId, { filters, orderBy }),
    enabled: Boolean(slug && projectId),
    initialPageParam: 0,
    placeholderData: previousOfSameList(issueKeys.archivedLists(slug, projectId)),
    queryFn: async ({ pageParam, signal }) => {
      const page = flatIssuePage(
        await call(issueEndpoints.listArchived, {
          params: { slug, projectId },
          query: {
            ...listSearchParams({ filters, orderBy }),
            per_page: ARCHIVED_PAGE_SIZE,
            cursor: `${ARCHIVED_PAGE_SIZE}:${pageParam}:0`,
          },
          signal,
        }),
      );
      useIssueStore.getState().upsertIssues(page.results.map(withoutPendingFields));
      return page;
    },
    getNextPageParam: (last, _pages, pageParam) => (last.next_page_results ? pageParam + 1 : undefined),
  });

  // The map is written in place: its version says when to read it again.
  const issuesById = useIssueStore((state) => state.issuesById);
  const version = useIssueStore((state) => state.version);
  const pages = query.data?.pages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version moves when the map is written in place
  const issues = useMemo(() => {
    const seen = new Set<string>();
    const rows: Issue[] = [];
    for (const page of pages ?? []) {
      for (const listed of page.results) {
        const issue = issuesById[listed.id];
        if (seen.has(listed.id) || !issue?.archived_at || issue.is_draft) continue;
        seen.add(listed.id);
        rows.push(issue);
      }
    }
    return rows;
  }, [pages, issuesById, version]);
  const listed = pages?.reduce((n, page) => n + page.results.length, 0) ?? 0;
  const total = pages?.[0] ? Math.max(0, pages[0].total_results - (listed - issues.length)) : null;

  return { query, issues, total };
}
