import type { Page, PageListTab } from "@hangar/contracts";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import type { CacheEdit } from "../../../lib/use-optimistic-mutation";
import { fitsTab } from "../lib/page-actor";
import { type PageListParams, type PagePlace, pageKeys } from "./page-keys";

/** How a mutation changes one page in the cache: the page as it will be, or null when it leaves every list. */
export type PagePatch = { id: string; change: (page: Page) => Page | null };

type Options<V, R> = {
  place: PagePlace;
  run: (vars: V) => Promise<R>;
  patch: (vars: V) => PagePatch;
  errorTitle: string | ((vars: V) => string);
  onSuccess?: (result: R, vars: V) => void;
  /** Caches beyond the project's pages that change with it (the favorites sidebar). */
  also?: (vars: V) => CacheEdit[];
};

/** Applies a patch to every cached list (keeping each to its tab) and to the page's own entry. */
export function patchPageCache(queryClient: ReturnType<typeof useQueryClient>, place: PagePlace, { id, change }: PagePatch) {
  const lists = queryClient.getQueriesData<Page[]>({ queryKey: pageKeys.lists(place) });
  for (const [key, rows] of lists) {
    if (!rows) continue;
    const tab = (key[key.length - 1] as PageListParams).tab as PageListTab;
    queryClient.setQueryData<Page[]>(
      key,
      rows.flatMap((row) => {
        if (row.id !== id) return [row];
        const next = change(row);
        return next && fitsTab(next, tab) ? [next] : [];
      }),
    );
  }
  const detail = pageKeys.page(place, id);
  const current = queryClient.getQueryData<Page>(detail);
  if (current) {
    const next = change(current);
    if (next) queryClient.setQueryData(detail, next);
  }
}

/**
 * DESIGN §7 for pages: the change shows at once in every list and on the page, rolls back with a toast when
 * the server refuses, and the server's answer wins once nothing else is in flight.
 */
export function usePageMutation<V, R = unknown>({ place, run, patch, errorTitle, onSuccess, also }: Options<V, R>) {
  const queryClient = useQueryClient();
  const mutationKey = pageKeys.project(place);
  return useMutation<R, unknown, V, [QueryKey, unknown][]>({
    mutationKey,
    mutationFn: run,
    onMutate: async (vars) => {
      const extra = also?.(vars) ?? [];
      await queryClient.cancelQueries({ queryKey: mutationKey });
      await Promise.all(extra.map((edit) => queryClient.cancelQueries({ queryKey: edit.queryKey, exact: true })));
      const snapshot = queryClient.getQueriesData({ queryKey: mutationKey });
      for (const edit of extra) snapshot.push([edit.queryKey, queryClient.getQueryData(edit.queryKey)]);
      patchPageCache(queryClient, place, patch(vars));
      for (const edit of extra) queryClient.setQueryData(edit.queryKey, edit.update);
      return snapshot;
    },
    onError: (error, vars, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(typeof errorTitle === "function" ? errorTitle(vars) : errorTitle, { description: errorMessage(error) });
    },
    onSuccess: (result, vars) => onSuccess?.(result, vars),
    onSettled: async (_result, _error, vars) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      const extra = also?.(vars) ?? [];
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mutationKey }),
        ...extra.map((edit) => queryClient.invalidateQueries({ queryKey: edit.queryKey, exact: true })),
      ]);
    },
  });
}
