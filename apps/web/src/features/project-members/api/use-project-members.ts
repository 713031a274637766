import type { ProjectMember, WorkspaceMember } from "@hangar/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, errorMessage, rowsOf } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { memberKeys, projectMembersPath } from "./member-keys";

/** Also fetched at boot for a project's issues (app/prefetch-route), under the same key. */
export const projectMembersQuery = (slug: string, projectId: string) =>
  queryOptions({
    queryKey: memberKeys.project(slug, projectId),
    queryFn: async ({ signal }) =>
      rowsOf(
        await api.get<ProjectMember[] | { results: ProjectMember[] }>(projectMembersPath(slug, projectId), undefined, signal),
      ),
  });

export function useProjectMembers(slug: string, projectId: string) {
  return useQuery(projectMembersQuery(slug, projectId));
}

export type NewProjectMember = { workspaceMember: WorkspaceMember; role: number };

export function useAddProjectMembers(slug: string, projectId: string) {
  const key = memberKeys.project(slug, projectId);
  return useOptimisticMutation<NewProjectMember[], ProjectMember[]>({
    mutationKey: key,
    mutationFn: (members) =>
      api.post<ProjectMember[]>(projectMembersPath(slug, projectId), {
        members: members.map(({ workspaceMember, role }) => ({ member_id: workspaceMember.member.id, role })),
      }),
    edits: (members) => [
      cacheEdit<ProjectMember[]>(key, (rows) => [
        ...rows,
        ...members.map(({ workspaceMember, role }) => ({
          id: temporaryId(),
          member: workspaceMember.member,
          role,
          project: projectId,
          workspace: "",
          created_at: new Date().toISOString(),
        })),
      ]),
    ],
    errorTitle: (members) => (members.length === 1 ? "Couldn't add the member" : "Couldn't add the members"),
  });
}

export function useUpdateProjectMemberRole(slug: string, projectId: string) {
  const key = memberKeys.project(slug, projectId);
  return useOptimisticMutation<{ membershipId: string; role: number }, ProjectMember>({
    mutationKey: key,
    mutationFn: ({ membershipId, role }) =>
      api.patch<ProjectMember>(`${projectMembersPath(slug, projectId)}${membershipId}/`, { role }),
    edits: ({ membershipId, role }) => [
      cacheEdit<ProjectMember[]>(key, (rows) => rows.map((row) => (row.id === membershipId ? { ...row, role } : row))),
    ],
    errorTitle: "Couldn't change the role",
  });
}

export function useRemoveProjectMember(slug: string, projectId: string) {
  const key = memberKeys.project(slug, projectId);
  return useOptimisticMutation<{ membershipId: string }, void>({
    mutationKey: key,
    mutationFn: ({ membershipId }) => api.delete(`${projectMembersPath(slug, projectId)}${membershipId}/`),
    edits: ({ membershipId }) => [cacheEdit<ProjectMember[]>(key, (rows) => rows.filter((row) => row.id !== membershipId))],
    errorTitle: "Couldn't remove the member",
  });
}

/** Not optimistic: after leaving, the caller can no longer see the project, so the page moves away on success. */
export function useLeaveProject(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>(`${projectMembersPath(slug, projectId)}leave/`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ["workspaces", slug, "projects", projectId] });
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects(slug), exact: true });
    },
    onError: (error) => toast.error("Couldn't leave the project", { description: errorMessage(error) }),
  });
}
