import { projectEndpoints } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { projectKeys } from "./project-keys";

/** Also fetched at boot for a project's issues (app/prefetch-route), under the same key. */
export const projectQuery = (slug: string, projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(slug, projectId),
    queryFn: ({ signal }) => call(projectEndpoints.get, { params: { slug, projectId }, signal }),
  });

export function useProject(slug: string, projectId: string) {
  return useQuery(projectQuery(slug, projectId));
}
