import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Invitations addressed to the signed-in user's email that are still waiting for an answer. */
export function useMyInvitations() {
  return useQuery({
    queryKey: queryKeys.invitations,
    queryFn: ({ signal }) => call(endpoints.myInvitations, { signal }),
  });
}

export function useAcceptInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call(endpoints.acceptMyInvitations, { body: { invitations: ids } }),
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
    queryKey: queryKeys.invitationForJoin(slug, id, token),
    queryFn: ({ signal }) =>
      call(endpoints.joinInvitation, { params: { slug, id }, query: token ? { token } : undefined, signal }),
    retry: false,
  });
}

/**
 * Answers through the mailed link: joins, or declines with `accepted: false`. Its token proves the address
 * even before the account verified it.
 */
export function useJoinInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, id, token, accepted }: { slug: string; id: string; token: string | null; accepted: boolean }) =>
      call(endpoints.acceptInvitation, {
        params: { slug, id },
        body: { ...(token ? { token } : {}), ...(accepted ? {} : { accepted }) },
      }),
    onSuccess: () => {
      // The account, its workspaces, settings (last workspace, invites) and invitations all moved.
      queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
