import { type EndpointBody, workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api";

export type Invitee = EndpointBody<typeof endpoints.invite>["emails"][number];

export function useInviteMembers(slug: string) {
  return useMutation({
    mutationFn: (emails: Invitee[]) => call(endpoints.invite, { params: { slug }, body: { emails } }),
  });
}
