import type { User } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type UpdateUserBody = Partial<Pick<User, "first_name" | "last_name" | "display_name" | "avatar">>;

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.patch<User>("/api/users/me/", body),
    onSuccess: (user, body) => {
      queryClient.setQueryData<User>(queryKeys.me, (current) => (user?.id ? user : current && { ...current, ...body }));
    },
  });
}
