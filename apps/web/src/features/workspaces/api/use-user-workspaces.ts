import type { Workspace } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api, rowsOf } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Workspaces the signed-in user belongs to, each with the user's `role` in it. */
export function useUserWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.workspaces,
    queryFn: async ({ signal }) =>
      rowsOf(await api.get<Workspace[] | { results: Workspace[] }>("/api/users/me/workspaces/", undefined, signal)),
    enabled,
  });
}
