import { type EndpointBody, type Project, projectEndpoints as projects } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { projectKeys } from "./project-keys";

export type UpdateProjectBody = EndpointBody<typeof projects.update>;

function patchProject(slug: string, projectId: string, changes: Partial<Project>) {
  return [
    cacheEdit<Project>(projectKeys.detail(slug, projectId), (project) => ({ ...project, ...changes })),
    cacheEdit<Project[]>(projectKeys.list(slug), (rows) =>
      Array.isArray(rows) ? rows.map((p) => (p.id === projectId ? { ...p, ...changes } : p)) : rows,
    ),
  ];
}

type UpdateOptions = { errorTitle?: string | false };

/** PATCH the project; the detail and the workspace's project list change at once. */
export function useUpdateProject(
  slug: string,
  projectId: string,
  { errorTitle = "Couldn't update the project" }: UpdateOptions = {},
) {
  return useOptimisticMutation<UpdateProjectBody, Project>({
    mutationKey: projectKeys.detail(slug, projectId),
    mutationFn: (body) => call(projects.update, { params: { slug, projectId }, body }),
    edits: (body) => patchProject(slug, projectId, body as Partial<Project>),
    errorTitle,
  });
}

export function useArchiveProject(slug: string, projectId: string) {
  return useOptimisticMutation<void, { archived_at: string }>({
    mutationKey: projectKeys.detail(slug, projectId),
    mutationFn: () => call(projects.archive, { params: { slug, projectId } }),
    edits: () => patchProject(slug, projectId, { archived_at: new Date().toISOString() }),
    errorTitle: "Couldn't archive the project",
  });
}

export function useRestoreProject(slug: string, projectId: string) {
  return useOptimisticMutation<void, void>({
    mutationKey: projectKeys.detail(slug, projectId),
    mutationFn: () => call(projects.restore, { params: { slug, projectId } }),
    edits: () => patchProject(slug, projectId, { archived_at: null }),
    errorTitle: "Couldn't restore the project",
  });
}

/** Not optimistic: the caller leaves the project's pages once the server confirms. */
export function useDeleteProject(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(projects.delete, { params: { slug, projectId } }),
    onSuccess: () => {
      queryClient.setQueryData<Project[]>(projectKeys.list(slug), (rows) =>
        Array.isArray(rows) ? rows.filter((p) => p.id !== projectId) : rows,
      );
      queryClient.removeQueries({ queryKey: projectKeys.detail(slug, projectId) });
    },
    onError: (error) => toast.error("Couldn't delete the project", { description: errorMessage(error) }),
  });
}
