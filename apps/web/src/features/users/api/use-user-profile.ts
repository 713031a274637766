import type { UserProfile } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The signed-in user's profile query (onboarding state, last workspace), shared with the boot prefetch. */
export const userProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => api.get<UserProfile>("/api/users/me/profile/", undefined, signal),
  });

export function useUserProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userProfileQuery(), enabled });
}
