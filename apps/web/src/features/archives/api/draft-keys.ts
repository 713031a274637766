import type { QueryKey } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";
import { isFiltered, type ListSearch } from "../lib/list-search";

/**
 * The caller's drafts in a workspace: the lists and the sidebar's count sit under one prefix. Each
 * filter set of the page caches under `list` on its own.
 */
export const draftKeys = {
  all: (slug: string) => queryKeys.drafts(slug),
  list: (slug: string) => [...queryKeys.drafts(slug), "list"] as const,
  listFor: (slug: string, { filters, orderBy }: ListSearch) => [...queryKeys.drafts(slug), "list", { filters, orderBy }] as const,
  count: (slug: string) => [...queryKeys.drafts(slug), "count"] as const,
  detail: (slug: string, draftId: string) => [...queryKeys.drafts(slug), "detail", draftId] as const,
};

/** Whether a cached list (a key under `list`) was narrowed by filters, not just ordered. */
export function isFilteredListKey(key: QueryKey): boolean {
  const search = key[4] as Partial<ListSearch> | undefined;
  return isFiltered(search?.filters ?? {});
}
