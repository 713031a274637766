import { projectEndpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function useWorkspaceProjects(slug: string) {
  return useQuery({
    queryKey: queryKeys.projects(slug),
    queryFn: ({ signal }) => call(projectEndpoints.list, { params: { slug }, signal }),
  });
}
