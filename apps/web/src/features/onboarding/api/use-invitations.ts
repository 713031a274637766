import type { WorkspaceInvitation } from "@hangar/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, rowsOf } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Invitations addressed to the signed-in user's email that are still waiting for an answer. */
export function useMyInvitations() {
  return useQuery({
    queryKey: queryKeys.invitations,
    queryFn: async ({ signal }) =>
      rowsOf(
        await api.get<WorkspaceInvitation[] | { results: WorkspaceInvitation[] }>(
          "/api/users/me/workspaces/invitations/",
          undefined,
          signal,
        ),
      ),
  });
}

export function useAcceptInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<unknown>("/api/users/me/workspaces/invitations/", { invitations: ids }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
      queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
