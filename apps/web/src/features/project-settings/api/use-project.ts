import type { Project } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { projectKeys, projectPath } from "./project-keys";

/** Also fetched at boot for a project's issues (app/prefetch-route), under the same key. */
export const projectQuery = (slug: string, projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(slug, projectId),
    queryFn: ({ signal }) => api.get<Project>(projectPath(slug, projectId), undefined, signal),
  });

export function useProject(slug: string, projectId: string) {
  return useQuery(projectQuery(slug, projectId));
}
