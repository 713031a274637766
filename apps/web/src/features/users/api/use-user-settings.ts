import type { UserSettings } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function useUserSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => api.get<UserSettings>("/api/users/me/settings/", undefined, signal),
    enabled,
  });
}
