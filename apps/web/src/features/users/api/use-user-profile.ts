import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The signed-in user's profile query (onboarding state, last workspace), shared with the boot prefetch. */
export const userProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => call(endpoints.myProfile, { signal }),
  });

export function useUserProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userProfileQuery(), enabled });
}
