import { workspaceEndpoints as endpoints, type UserProfile } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Stores the workspace the user is in, so the next sign-in lands there (spec: last_workspace_id). */
export function useRememberWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) => call(endpoints.updateMyProfile, { body: { last_workspace_id: workspaceId } }),
    onSuccess: (_data, workspaceId) => {
      queryClient.setQueryData<UserProfile>(
        queryKeys.profile,
        (profile) => profile && { ...profile, last_workspace_id: workspaceId },
      );
      queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
