import { workspaceEndpoints as endpoints, type User } from "@hangar/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function fetchCurrentUser(signal?: AbortSignal) {
  return call(endpoints.me, { signal });
}

/** The signed-in user's query, for the hook and for the boot prefetch (app/prefetch-route.ts). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
  });

/** The signed-in user; a 401 error means nobody is signed in. */
export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/**
 * Records a fresh session: the user the auth call returned becomes the current user, and whatever
 * was cached about a previous user (profile, settings, workspaces) is dropped.
 */
export function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      queryClient.removeQueries({ queryKey: queryKeys.me, predicate: (query) => query.queryKey.length > queryKeys.me.length });
      queryClient.setQueryData(queryKeys.me, user);
    },
    [queryClient],
  );
}
