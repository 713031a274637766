import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Deactivates the account; the server ends every session, so the app starts over signed out. */
export function useDeactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.deactivateMe),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.me });
      window.location.assign("/");
    },
  });
}
