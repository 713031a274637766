import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Mails the signed-in user a link that proves their address. */
export function useSendVerificationEmail() {
  return useMutation({ mutationFn: () => call(endpoints.sendEmailVerification) });
}

/** Uses a mailed verification link's token; the answer is the user, now verified. */
export function useConfirmEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(endpoints.confirmEmailVerification, { body: { token } }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
      queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
    },
  });
}
