import type { createProjectBody, Project } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { invalidateProjectLists, projectsPath } from "./project-lists";

export type CreateProjectBody = z.input<typeof createProjectBody>;

/**
 * Not optimistic: the server decides whether the identifier and name are free, and the dialog keeps the
 * form open to show that under the field. Once created, the project is cached so its page opens at once.
 */
export function useCreateProject(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => api.post<Project>(projectsPath(slug), body),
    onSuccess: (project) => {
      queryClient.setQueryData([...queryKeys.projects(slug), project.id], project);
      queryClient.setQueryData<Project[]>(queryKeys.projects(slug), (rows) => (rows ? [...rows, project] : rows));
      void invalidateProjectLists(queryClient, slug);
    },
  });
}
