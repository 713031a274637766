import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The signed-in user, from the app-wide cache entry (member lists leave the caller out). */
export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => call(endpoints.me, { signal }),
    staleTime: 60_000,
  });
}
