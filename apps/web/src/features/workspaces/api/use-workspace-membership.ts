import { workspaceEndpoints as endpoints, ROLE } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The query of the caller's own membership of a workspace, shared with the boot prefetch. */
export const workspaceMembershipQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.workspaceMembership(slug),
    queryFn: ({ signal }) => call(endpoints.myMembership, { params: { slug }, signal }),
    staleTime: 60_000,
  });

/** The caller's own membership of the workspace: their role decides what the UI offers. */
export function useWorkspaceMembership(slug: string) {
  return useQuery(workspaceMembershipQuery(slug));
}

/** Workspace settings are for Admins only (spec §6). */
export const isWorkspaceAdmin = (role: number | null | undefined) => role === ROLE.ADMIN;
