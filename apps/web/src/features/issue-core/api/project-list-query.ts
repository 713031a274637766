import { cycleEndpoints, type EndpointResponse, moduleEndpoints, projectEndpoints } from "@hangar/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/api";

/** The lists of a project that issues name ids from, each with its endpoint. */
const PROJECT_LISTS = {
  cycles: cycleEndpoints.list,
  modules: moduleEndpoints.list,
  estimates: projectEndpoints.listEstimates,
};
export type ProjectListResource = keyof typeof PROJECT_LISTS;
export type ProjectListRows<R extends ProjectListResource> = EndpointResponse<(typeof PROJECT_LISTS)[R]>;

/** A project's cycles, modules or estimates; also fetched at boot for its issues (app/prefetch-route). */
export const projectListQuery = <R extends ProjectListResource>(slug: string, projectId: string, resource: R) =>
  queryOptions({
    queryKey: ["workspaces", slug, "projects", projectId, resource],
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      call(PROJECT_LISTS[resource] as (typeof PROJECT_LISTS)[ProjectListResource], {
        params: { slug, projectId },
        signal,
      }) as Promise<ProjectListRows<R>>,
  });
