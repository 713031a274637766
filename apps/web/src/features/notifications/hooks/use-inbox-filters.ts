import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filtersFromSearch, type InboxFilters, withFilters } from "../lib/inbox-filters";

/** The inbox's tab and filters live in the URL, so a filtered inbox can be shared and Back undoes a change. */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const setFilters = useCallback(
    (next: InboxFilters) => setParams((current) => withFilters(current, next), { replace: true }),
    [setParams],
  );
  return { filters, setFilters };
}
