import { type EndpointBody, workspaceEndpoints as endpoints, type UserProfile } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type UpdateProfileBody = Pick<
  EndpointBody<typeof endpoints.updateMyProfile>,
  "role" | "use_case" | "last_workspace_id"
> & {
  onboarding_step?: Partial<UserProfile["onboarding_step"]>;
};

function merge(current: UserProfile | undefined, body: UpdateProfileBody): UserProfile | undefined {
  if (!current) return current;
  return { ...current, ...body, onboarding_step: { ...current.onboarding_step, ...body.onboarding_step } };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call(endpoints.updateMyProfile, { body }),
    onSuccess: (profile, body) => {
      queryClient.setQueryData<UserProfile>(queryKeys.profile, (current) => (profile?.id ? profile : merge(current, body)));
    },
  });
}
