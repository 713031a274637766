import type { Project, updateProjectBody } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";
import { api, errorMessage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { projectKeys, projectPath } from "./project-keys";

export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

function patchProject(slug: string, projectId: string, changes: Partial<Project>) {
  return [
    cacheEdit<Project>(projectKeys.detail(slug, projectId), (project) => ({ ...project, ...changes })),
    cacheEdit<Project[]>(queryKeys.projects(slug), (projects) =>
      Array.isArray(projects) ? projects.map((p) => (p.id === projectId ? { ...p, ...changes } : p)) : projects,
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
    mutationFn: (body) => api.patch<Project>(projectPath(slug, projectId), body),
    edits: (body) => patchProject(slug, projectId, body as Partial<Project>),
    errorTitle,
  });
}

export function useArchiveProject(slug: string, projectId: string) {
  return useOptimisticMutation<void, { archived_at: string }>({
    mutationKey: projectKeys.detail(slug, projectId),
    mutationFn: () => api.post<{ archived_at: string }>(`${projectPath(slug, projectId)}archive/`),
    edits: () => patchProject(slug, projectId, { archived_at: new Date().toISOString() }),
    errorTitle: "Couldn't archive the project",
  });
}

export function useRestoreProject(slug: string, projectId: string) {
  return useOptimisticMutation<void, void>({
    mutationKey: projectKeys.detail(slug, projectId),
    mutationFn: () => api.delete(`${projectPath(slug, projectId)}archive/`),
    edits: () => patchProject(slug, projectId, { archived_at: null }),
    errorTitle: "Couldn't restore the project",
  });
}

/** Not optimistic: the caller leaves the project's pages once the server confirms. */
export function useDeleteProject(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(projectPath(slug, projectId)),
    onSuccess: () => {
      queryClient.setQueryData<Project[]>(queryKeys.projects(slug), (projects) =>
        Array.isArray(projects) ? projects.filter((p) => p.id !== projectId) : projects,
      );
      queryClient.removeQueries({ queryKey: projectKeys.detail(slug, projectId) });
    },
    onError: (error) => toast.error("Couldn't delete the project", { description: errorMessage(error) }),
  });
}
