import { type EndpointBody, workspaceEndpoints as endpoints, type WorkspaceInvitation } from "@hangar/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";

export type Invitee = EndpointBody<typeof endpoints.invite>["emails"][number];

/** Pending invitations of the workspace (Admins only). */
export function useWorkspaceInvitations(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.workspaceInvitations(slug),
    queryFn: async ({ signal }) =>
      (await call(endpoints.invitations, { params: { slug }, signal })).filter(
        (invitation) => !invitation.accepted && !invitation.responded_at,
      ),
    enabled,
  });
}

/**
 * Not optimistic: the dialog stays open until the server accepts every address, so a rejected email
 * can be fixed in place. Re-inviting an address updates its row, hence the refetch.
 */
export function useInvitePeople(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: Invitee[]) => call(endpoints.invite, { params: { slug }, body: { emails } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspaceInvitations(slug) }),
  });
}

export function useRevokeInvitation(slug: string) {
  const key = queryKeys.workspaceInvitations(slug);
  return useOptimisticMutation<{ id: string; email: string }, void>({
    mutationKey: key,
    mutationFn: ({ id }) => call(endpoints.revokeInvitation, { params: { slug, id } }),
    edits: ({ id }) => [cacheEdit<WorkspaceInvitation[]>(key, (rows) => rows.filter((row) => row.id !== id))],
    errorTitle: ({ email }) => `Couldn't revoke the invitation to ${email}`,
  });
}
