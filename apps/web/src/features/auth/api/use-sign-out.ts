import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useMutation } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";

/**
 * Signs out and reloads at the root (or at `then`, a path of this app): a full reload is the one sure way
 * to drop every cached query, store and open socket that belonged to the previous user.
 */
export function useSignOut(then = "/") {
  return useMutation({
    mutationFn: () => call(endpoints.signOut),
    onSuccess: () => window.location.assign(then),
    onError: (error) => toast.error(errorMessage(error, "Could not sign out. Please try again.")),
  });
}
