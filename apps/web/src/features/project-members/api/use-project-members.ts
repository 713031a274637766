import { projectEndpoints as members, type ProjectMember, type Role, type WorkspaceMember } from "@hangar/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { memberKeys } from "./member-keys";

/** Also fetched at boot for a project's issues (app/prefetch-route), under the same key. */
export const projectMembersQuery = (slug: string, projectId: string) =>
  queryOptions({
    queryKey: memberKeys.project(slug, projectId),
    queryFn: ({ signal }) => call(members.listMembers, { params: { slug, projectId }, signal }),
  });

export function useProjectMembers(slug: string, projectId: string) {
  return useQuery(projectMembersQuery(slug, projectId));
}

export type NewProjectMember = { workspaceMember: WorkspaceMember; role: Role };

export function useAddProjectMembers(slug: string, projectId: string) {
  const key = memberKeys.project(slug, projectId);
  return useOptimisticMutation<NewProjectMember[], ProjectMember[]>({
    mutationKey: key,
    mutationFn: (added) =>
      call(members.addMembers, {
        params: { slug, projectId },
        body: { members: added.map(({ workspaceMember, role }) => ({ member_id: workspaceMember.member.id, role })) },
      }),
    edits: (added) => [
      cacheEdit<ProjectMember[]>(key, (rows) => [
        ...rows,
        ...added.map(({ workspaceMember, role }) => ({
          id: temporaryId(),
          member: workspaceMember.member,
          role,
          project: projectId,
          workspace: "",
          created_at: new Date().toISOString(),
        })),
      ]),
    ],
    errorTitle: (added) => (added.length === 1 ? "Couldn't add the member" : "Couldn't add the members"),
  });
}

export function useUpdateProjectMemberRole(slug: string, projectId: string) {
  const key = memberKeys.project(slug, projectId);
  return useOptimisticMutation<{ membershipId: string; role: Role }, ProjectMember>({
    mutationKey: key,
    mutationFn: ({ membershipId, role }) =>
      call(members.updateMember, { params: { slug, projectId, memberId: membershipId }, body: { role } }),
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
    mutationFn: ({ membershipId }) => call(members.removeMember, { params: { slug, projectId, memberId: membershipId } }),
    edits: ({ membershipId }) => [cacheEdit<ProjectMember[]>(key, (rows) => rows.filter((row) => row.id !== membershipId))],
    errorTitle: "Couldn't remove the member",
  });
}

/** Not optimistic: after leaving, the caller can no longer see the project, so the page moves away on success. */
export function useLeaveProject(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(members.leave, { params: { slug, projectId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: memberKeys.projectData(slug, projectId) });
      await queryClient.invalidateQueries({ queryKey: memberKeys.projects(slug), exact: true });
    },
    onError: (error) => toast.error("Couldn't leave the project", { description: errorMessage(error) }),
  });
}
