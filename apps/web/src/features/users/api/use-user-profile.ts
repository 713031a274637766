import type { UserProfile } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function useUserProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => api.get<UserProfile>("/api/users/me/profile/", undefined, signal),
    enabled,
  });
}
