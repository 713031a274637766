import { ROLE, type WorkspaceMemberMe } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { workspaceApi } from "./workspace-paths";

/** The caller's own membership of the workspace: their role decides what the UI offers. */
export function useWorkspaceMembership(slug: string) {
  return useQuery({
    queryKey: queryKeys.workspaceMembership(slug),
    queryFn: ({ signal }) => api.get<WorkspaceMemberMe>(workspaceApi(slug, "workspace-members/me/"), undefined, signal),
    staleTime: 60_000,
  });
}

/** Workspace settings are for Admins only (spec §6). */
export const isWorkspaceAdmin = (role: number | null | undefined) => role === ROLE.ADMIN;
