import { type AccountSession, workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { accountKeys } from "./account-keys";

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => call(endpoints.mySessions, { signal }),
  });
}

const mutationKey = [...accountKeys.sessions, "sign-out"];

/** Ends one other session: its row goes at once and comes back if the server refuses. */
export function useSignOutSession() {
  return useOptimisticMutation<string, void>({
    mutationKey,
    mutationFn: (sessionId) => call(endpoints.signOutSession, { params: { sessionId } }),
    edits: (sessionId) => [
      cacheEdit<AccountSession[]>(accountKeys.sessions, (rows) => rows.filter((row) => row.id !== sessionId)),
    ],
    errorTitle: "Couldn't sign out that session",
  });
}

export function useSignOutOtherSessions() {
  return useOptimisticMutation<void, unknown>({
    mutationKey,
    mutationFn: () => call(endpoints.signOutOtherSessions),
    edits: () => [cacheEdit<AccountSession[]>(accountKeys.sessions, (rows) => rows.filter((row) => row.is_current))],
    errorTitle: "Couldn't sign out the other sessions",
  });
}
