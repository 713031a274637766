import type { Workspace } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, rowsOf } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The query of the signed-in user's workspaces, shared with the boot prefetch. */
export const userWorkspacesQuery = () =>
  queryOptions({
    queryKey: queryKeys.workspaces,
    queryFn: async ({ signal }) =>
      rowsOf(await api.get<Workspace[] | { results: Workspace[] }>("/api/users/me/workspaces/", undefined, signal)),
  });

/** Workspaces the signed-in user belongs to, each with the user's `role` in it. */
export function useUserWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userWorkspacesQuery(), enabled });
}
