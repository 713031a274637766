import type { Project } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api, rowsOf } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function useWorkspaceProjects(slug: string) {
  return useQuery({
    queryKey: queryKeys.projects(slug),
    queryFn: async ({ signal }) =>
      rowsOf(
        await api.get<Project[] | { results: Project[] }>(
          `/api/workspaces/${encodeURIComponent(slug)}/projects/`,
          undefined,
          signal,
        ),
      ),
  });
}
