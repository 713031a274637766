import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export type Invitee = { email: string; role: number };

export function useInviteMembers(slug: string) {
  return useMutation({
    mutationFn: (emails: Invitee[]) => api.post<unknown>(`/api/workspaces/${encodeURIComponent(slug)}/invitations/`, { emails }),
  });
}
