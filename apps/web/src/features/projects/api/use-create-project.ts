import { type EndpointBody, type Project, projectEndpoints } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { projectsKeys } from "./project-keys";
import { invalidateProjectLists } from "./project-lists";

export type CreateProjectBody = EndpointBody<typeof projectEndpoints.create>;

/**
 * Not optimistic: the server decides whether the identifier and name are free, and the dialog keeps the
 * form open to show that under the field. Once created, the project is cached so its page opens at once.
 */
export function useCreateProject(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => call(projectEndpoints.create, { params: { slug }, body }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectsKeys.detail(slug, project.id), project);
      queryClient.setQueryData<Project[]>(projectsKeys.all(slug), (rows) => (rows ? [...rows, project] : rows));
      void invalidateProjectLists(queryClient, slug);
    },
  });
}
