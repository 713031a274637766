import { type Project, projectEndpoints as projects } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { withoutProjectFavorites } from "../../../lib/favorite-list";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { projectsKeys } from "./project-keys";
import { invalidateProjectLists, projectEdits } from "./project-lists";

/** Archives a project from its menu: it leaves the sidebar and the lists at once (spec §4). */
export function useArchiveProjectFromMenu(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Project, { archived_at: string }>({
    mutationKey: projectsKeys.all(slug),
    mutationFn: (project) => call(projects.archive, { params: { slug, projectId: project.id } }),
    edits: (project) => [
      ...projectEdits(queryClient, slug, project.id, (p) => ({
        ...p,
        archived_at: new Date().toISOString(),
        is_favorite: false,
      })),
      withoutProjectFavorites(slug, project.id),
    ],
    errorTitle: (project) => `Couldn't archive ${project.name}`,
  });
}

/** Leaves a project; not optimistic, since the server refuses its last Admin (its message is shown). */
export function useLeaveProjectFromMenu(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: Project) => call(projects.leave, { params: { slug, projectId: project.id } }),
    onSuccess: async (_, project) => {
      queryClient.removeQueries({ queryKey: projectsKeys.detail(slug, project.id) });
      // Leaving takes away every favorite in the project (the server deletes them).
      queryClient.setQueryData(queryKeys.favorites(slug), withoutProjectFavorites(slug, project.id).update);
      await invalidateProjectLists(queryClient, slug);
    },
    onError: (error, project) => toast.error(`Couldn't leave ${project.name}`, { description: errorMessage(error) }),
  });
}
