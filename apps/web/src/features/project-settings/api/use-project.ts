import type { Project } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { projectKeys, projectPath } from "./project-keys";

export function useProject(slug: string, projectId: string) {
  return useQuery({
    queryKey: projectKeys.detail(slug, projectId),
    queryFn: ({ signal }) => api.get<Project>(projectPath(slug, projectId), undefined, signal),
  });
}
