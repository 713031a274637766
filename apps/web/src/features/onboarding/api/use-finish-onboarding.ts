import { ONBOARDING_STEPS, type UserProfile } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

const allStepsDone = Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, true])) as UserProfile["onboarding_step"];

/** Marks the user onboarded and makes the chosen workspace the one they land in next time. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (workspaceId: string) => {
      await api.patch<unknown>("/api/users/me/onboard/", { is_onboarded: true });
      await api.patch<unknown>("/api/users/me/profile/", { last_workspace_id: workspaceId, onboarding_step: allStepsDone });
    },
    onSuccess: (_data, workspaceId) => {
      queryClient.setQueryData<UserProfile>(
        queryKeys.profile,
        (profile) => profile && { ...profile, is_onboarded: true, last_workspace_id: workspaceId, onboarding_step: allStepsDone },
      );
      queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
