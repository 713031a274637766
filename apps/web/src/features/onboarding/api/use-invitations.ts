import type { JoinInvitationResponse, WorkspaceInvitation } from "@hangar/contracts";
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

/** One invitation as its mailed link shows it; with the link's token the invitee's address shows in full. */
export function useInvitationForJoin(slug: string, id: string, token: string | null) {
  return useQuery({
    queryKey: [...queryKeys.invitations, "join", slug, id, token] as const,
    queryFn: ({ signal }) =>
      api.get<WorkspaceInvitation>(
        `/api/workspaces/${encodeURIComponent(slug)}/invitations/${encodeURIComponent(id)}/join/`,
        token ? { token } : undefined,
        signal,
      ),
    retry: false,
  });
}

/** Joins through the mailed link; its token proves the address even before the account verified it. */
export function useJoinInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, id, token }: { slug: string; id: string; token: string | null }) =>
      api.post<JoinInvitationResponse>(
        `/api/workspaces/${encodeURIComponent(slug)}/invitations/${encodeURIComponent(id)}/join/`,
        token ? { token } : {},
      ),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
