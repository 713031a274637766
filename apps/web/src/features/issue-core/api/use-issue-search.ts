import { type IssueSearchHit, SEARCH_DEBOUNCE_MS, type SearchIssuesQuery, searchEndpoints } from "@hangar/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { issueKeys } from "./issue-keys";

/** What a picker leaves out, as search-issues/ takes it: the issue it acts for and the picker's rule. */
export type IssuePickerRule = Omit<SearchIssuesQuery, "search">;

/**
 * The project's issues matching what the user typed, asked of the server once typing pauses, so a picker
 * never loads a whole project. The previous answer stays on screen while the next one loads.
 */
/** `enabled` false: nothing is asked until the picker opens. */
export function useIssueSearch(slug: string, projectId: string, search: string, rule: IssuePickerRule, enabled = true) {
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = { ...rule, ...(debounced ? { search: debounced } : {}) };
  const result = useQuery({
    queryKey: [...issueKeys.all(slug, projectId), "search", query] as const,
    queryFn: ({ signal }): Promise<IssueSearchHit[]> =>
      call(searchEndpoints.issues, { params: { slug, projectId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 10_000,
  });
  return { hits: result.data ?? [], isPending: result.isPending, isError: result.isError, settled: debounced === search.trim() };
}
