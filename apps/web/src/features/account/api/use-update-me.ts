import { type EndpointBody, workspaceEndpoints as endpoints, type User } from "@hangar/contracts";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";

export type UpdateMeBody = EndpointBody<typeof endpoints.updateMe>;

/** Names and avatar: shown at once wherever the user appears (the sidebar too), rolled back on failure. */
export function useUpdateMe() {
  return useOptimisticMutation<UpdateMeBody, User>({
    mutationKey: [...queryKeys.me, "update"],
    mutationFn: (body) => call(endpoints.updateMe, { body }),
    edits: (body) => [
      cacheEdit<User>(queryKeys.me, (user) => ({
        ...user,
        ...body,
        ...(body.avatar !== undefined ? { avatar: body.avatar ?? null, avatar_url: body.avatar ?? null } : {}),
      })),
    ],
    errorTitle: false,
  });
}
