import { type EndpointBody, workspaceEndpoints as endpoints, type UserProfile } from "@hangar/contracts";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";

export type UpdateProfileBody = EndpointBody<typeof endpoints.updateMyProfile>;

/** Changes the caller's profile at once on every screen, rolled back with the spec's message on failure. */
export function useUpdateProfile(errorTitle = "Failed to update user profile") {
  return useOptimisticMutation<UpdateProfileBody, UserProfile>({
    mutationKey: [...queryKeys.profile, "update"],
    mutationFn: (body) => call(endpoints.updateMyProfile, { body }),
    edits: (body) => [cacheEdit<UserProfile>(queryKeys.profile, (profile) => ({ ...profile, ...body }) as UserProfile)],
    errorTitle,
  });
}
