import { type EndpointQuery, type Project, projectEndpoints } from "@hangar/contracts";
import { type QueryClient, type QueryKey, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { type CacheEdit, cacheEdit } from "../../../lib/use-optimistic-mutation";
import { projectsKeys } from "./project-keys";

export type ProjectFilter = "all" | "my" | "public" | "private" | "archived";

export const PROJECT_FILTERS: readonly { value: ProjectFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "my", label: "My projects" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
  { value: "archived", label: "Archived" },
];

export function isProjectFilter(value: string | null): value is ProjectFilter {
  return PROJECT_FILTERS.some((f) => f.value === value);
}

/** Spec §6: my projects, public (network 1), private (network 0); archived projects show only under their own filter. */
const FILTER_PARAMS: Record<ProjectFilter, EndpointQuery<typeof projectEndpoints.list> | undefined> = {
  all: undefined,
  my: { member: "true" },
  public: { network: "1" },
  private: { network: "0" },
  archived: { archived: "true" },
};

/** The unfiltered list keeps the shared key (sidebar, home); filtered lists hang a `{filter}` object below it. */
export function projectListKey(slug: string, filter: ProjectFilter): QueryKey {
  return projectsKeys.list(slug, filter);
}

export function useProjectList(slug: string, filter: ProjectFilter = "all") {
  return useQuery({
    queryKey: projectListKey(slug, filter),
    queryFn: ({ signal }) => call(projectEndpoints.list, { params: { slug }, query: FILTER_PARAMS[filter], signal }),
  });
}

function isListKey(key: QueryKey, slug: string): boolean {
  const [root, keySlug, kind, extra] = key;
  if (root !== "workspaces" || keySlug !== slug || kind !== "projects") return false;
  return key.length === 3 || (key.length === 4 && typeof extra === "object" && extra !== null);
}

/** Edits for every loaded project list of the workspace and the project's own detail entry. */
export function projectEdits(
  queryClient: QueryClient,
  slug: string,
  projectId: string,
  change: (p: Project) => Project,
): CacheEdit[] {
  const listKeys = queryClient
    .getQueryCache()
    .findAll({ queryKey: projectsKeys.all(slug) })
    .map((query) => query.queryKey)
    .filter((key) => isListKey(key, slug));
  return [
    ...listKeys.map((key) =>
      cacheEdit<Project[]>(key, (rows) => (Array.isArray(rows) ? rows.map((p) => (p.id === projectId ? change(p) : p)) : rows)),
    ),
    cacheEdit<Project>(projectsKeys.detail(slug, projectId), change),
  ];
}

export function invalidateProjectLists(queryClient: QueryClient, slug: string) {
  return queryClient.invalidateQueries({
    queryKey: projectsKeys.all(slug),
    predicate: (query) => isListKey(query.queryKey, slug),
  });
}
