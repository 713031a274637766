import { type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "./api";
import { toast } from "./toast";

/** One cached query a mutation rewrites before the server answers. */
export type CacheEdit = { queryKey: QueryKey; update: (current: unknown) => unknown };

/** Types the updater against the cached data; queries that were never loaded stay absent. */
export function cacheEdit<T>(queryKey: QueryKey, update: (current: T) => T): CacheEdit {
  return { queryKey, update: (current) => (current === undefined ? current : update(current as T)) };
}

type Snapshot = { queryKey: QueryKey; data: unknown }[];

export type OptimisticMutationOptions<TVars, TResult> = {
  /** Groups the mutations of one list, so a settling mutation does not refetch over a pending one. */
  mutationKey: QueryKey;
  mutationFn: (vars: TVars) => Promise<TResult>;
  edits: (vars: TVars) => CacheEdit[];
  /** Toast title on failure; `false` when the caller shows the error itself (e.g. inline under a field). */
  errorTitle: string | ((vars: TVars) => string) | false;
  /** Reconcile the cache with the server's answer (e.g. swap a temporary row for the real one). */
  onSuccess?: (result: TResult, vars: TVars, queryClient: QueryClient) => void;
};

/**
 * DESIGN §7: apply the change to the cache, call the server, roll back and toast on failure, then let
 * the server's version win once no other change to the same data is in flight.
 */
export function useOptimisticMutation<TVars, TResult = unknown>(options: OptimisticMutationOptions<TVars, TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TVars, Snapshot>({
    mutationKey: options.mutationKey,
    mutationFn: options.mutationFn,
    onMutate: async (vars) => {
      const edits = options.edits(vars);
      await Promise.all(edits.map((edit) => queryClient.cancelQueries({ queryKey: edit.queryKey, exact: true })));
      const snapshot = edits.map((edit) => ({ queryKey: edit.queryKey, data: queryClient.getQueryData(edit.queryKey) }));
      for (const edit of edits) queryClient.setQueryData(edit.queryKey, edit.update);
      return snapshot;
    },
    onError: (error, vars, snapshot) => {
      for (const entry of snapshot ?? []) queryClient.setQueryData(entry.queryKey, entry.data);
      if (options.errorTitle === false) return;
      const title = typeof options.errorTitle === "function" ? options.errorTitle(vars) : options.errorTitle;
      toast.error(title, { description: errorMessage(error) });
    },
    onSuccess: (result, vars) => options.onSuccess?.(result, vars, queryClient),
    onSettled: async (_result, _error, _vars, snapshot) => {
      if (queryClient.isMutating({ mutationKey: options.mutationKey }) > 1) return;
      await Promise.all(
        (snapshot ?? []).map((entry) => queryClient.invalidateQueries({ queryKey: entry.queryKey, exact: true })),
      );
    },
  });
}

let tempCounter = 0;

/** An id for a row that exists only in the cache until the server answers. */
export function temporaryId(): string {
  tempCounter += 1;
  return `temp-${Date.now().toString(36)}-${tempCounter}`;
}

export function isTemporaryId(id: string): boolean {
  return id.startsWith("temp-");
}
