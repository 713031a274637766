import type { User } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Mails the signed-in user a link that proves their address. */
export function useSendVerificationEmail() {
  return useMutation({ mutationFn: () => api.post<{ message: string }>("/api/users/me/email-verification/") });
}

/** Uses a mailed verification link's token; the answer is the user, now verified. */
export function useConfirmEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<User>("/api/users/me/email-verification/confirm/", { token }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
      queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
    },
  });
}
