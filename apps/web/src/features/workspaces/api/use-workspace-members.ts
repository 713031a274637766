import { workspaceEndpoints as endpoints, type Role, type WorkspaceMember } from "@hangar/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { forgetWorkspace } from "./forget-workspace";

/** Workspace members other than the caller (the server leaves the caller and bots out). */
export function useWorkspaceMembers(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.workspaceMembers(slug),
    queryFn: ({ signal }) => call(endpoints.members, { params: { slug }, signal }),
    enabled,
  });
}

export function useUpdateWorkspaceMemberRole(slug: string) {
  const key = queryKeys.workspaceMembers(slug);
  return useOptimisticMutation<{ membershipId: string; role: Role }, WorkspaceMember>({
    mutationKey: key,
    mutationFn: ({ membershipId, role }) => call(endpoints.updateMember, { params: { slug, id: membershipId }, body: { role } }),
    edits: ({ membershipId, role }) => [
      cacheEdit<WorkspaceMember[]>(key, (rows) => rows.map((row) => (row.id === membershipId ? { ...row, role } : row))),
    ],
    errorTitle: "Couldn't change the role",
  });
}

export function useRemoveWorkspaceMember(slug: string) {
  const key = queryKeys.workspaceMembers(slug);
  return useOptimisticMutation<{ membershipId: string; name: string }, void>({
    mutationKey: key,
    mutationFn: ({ membershipId }) => call(endpoints.removeMember, { params: { slug, id: membershipId } }),
    edits: ({ membershipId }) => [cacheEdit<WorkspaceMember[]>(key, (rows) => rows.filter((row) => row.id !== membershipId))],
    errorTitle: ({ name }) => `Couldn't remove ${name}`,
  });
}

/** Not optimistic: once the server confirms, the caller can no longer see the workspace and the page moves away. */
export function useLeaveWorkspace(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.leave, { params: { slug } }),
    onSuccess: () => forgetWorkspace(queryClient, slug),
    onError: (error) => toast.error("Couldn't leave the workspace", { description: errorMessage(error) }),
  });
}
