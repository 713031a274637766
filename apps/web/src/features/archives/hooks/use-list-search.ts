import type { IssueFilterKey, IssueOrderBy } from "@hangar/contracts";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { isFiltered, readListSearch, withFilter, withOrderBy, withoutFilters } from "../lib/list-search";

/**
 * The list's filters and order as URL search params, so a reload or a shared link shows the same list.
 * Changes replace the history entry: Back leaves the page instead of undoing one checkbox at a time.
 */
export function useListSearch(defaultOrderBy: IssueOrderBy) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readListSearch(params, defaultOrderBy), [params, defaultOrderBy]);

  const setFilter = useCallback(
    (key: IssueFilterKey, values: string[] | null) => setParams((current) => withFilter(current, key, values), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams(withoutFilters, { replace: true }), [setParams]);
  const setOrderBy = useCallback(
    (orderBy: IssueOrderBy) => setParams((current) => withOrderBy(current, orderBy, defaultOrderBy), { replace: true }),
    [setParams, defaultOrderBy],
  );

  return { ...search, filtered: isFiltered(search.filters), params, setFilter, clearFilters, setOrderBy };
}
