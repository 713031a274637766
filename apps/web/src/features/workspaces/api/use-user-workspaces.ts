import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The query of the signed-in user's workspaces, shared with the boot prefetch. */
export const userWorkspacesQuery = () =>
  queryOptions({
    queryKey: queryKeys.workspaces,
    queryFn: ({ signal }) => call(endpoints.myWorkspaces, { signal }),
  });

/** Workspaces the signed-in user belongs to, each with the user's `role` in it. */
export function useUserWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userWorkspacesQuery(), enabled });
}
