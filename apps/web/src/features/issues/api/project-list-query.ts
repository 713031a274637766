import { queryOptions } from "@tanstack/react-query";
import { api, rowsOf } from "../../../lib/api";
import { projectPath } from "./issue-keys";

export type ProjectListResource = "cycles" | "modules" | "estimates";

/** A project's cycles, modules or estimates; also fetched at boot for its issues (app/prefetch-route). */
export const projectListQuery = <T>(slug: string, projectId: string, resource: ProjectListResource) =>
  queryOptions({
    queryKey: ["workspaces", slug, "projects", projectId, resource],
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      rowsOf(await api.get<T[] | { results: T[] }>(`${projectPath(slug, projectId)}${resource}/`, undefined, signal)),
  });
