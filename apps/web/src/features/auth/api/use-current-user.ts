import type { User } from "@hangar/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function fetchCurrentUser(signal?: AbortSignal) {
  return api.get<User>("/api/users/me/", undefined, signal);
}

/** The signed-in user; a 401 error means nobody is signed in. */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
  });
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
