import { type EndpointBody, workspaceEndpoints as endpoints, type User } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type UpdateUserBody = EndpointBody<typeof endpoints.updateMe>;

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => call(endpoints.updateMe, { body }),
    onSuccess: (user, body) => {
      queryClient.setQueryData<User>(queryKeys.me, (current) => (user?.id ? user : current && { ...current, ...body }));
    },
  });
}
