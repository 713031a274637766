import { workspaceEndpoints as endpoints, ONBOARDING_STEPS, type UserProfile } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

const allStepsDone = Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, true])) as UserProfile["onboarding_step"];

/** Marks the user onboarded and makes the chosen workspace the one they land in next time. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (workspaceId: string) => {
      await call(endpoints.onboard, { body: { is_onboarded: true } });
      await call(endpoints.updateMyProfile, { body: { last_workspace_id: workspaceId, onboarding_step: allStepsDone } });
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
