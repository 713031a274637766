import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * Whether an address already has an account (the sign-in flow's email check), so a page that knows the
 * visitor's address, such as a mailed invitation, can send them to sign in or to sign up.
 */
export function useAccountExists(email: string | null) {
  return useQuery({
    queryKey: queryKeys.emailCheck(email ?? ""),
    queryFn: () => call(endpoints.emailCheck, { body: { email: email ?? "" } }),
    select: (answer) => answer.existing,
    enabled: Boolean(email),
    staleTime: 60_000,
    retry: false,
  });
}
