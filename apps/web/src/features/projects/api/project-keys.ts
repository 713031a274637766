import { queryKeys } from "../../../lib/query-keys";
import type { ProjectFilter } from "./project-lists";

/**
 * The workspace's project lists and each project's detail all sit under the shared `queryKeys.projects`
 * prefix: the unfiltered list is that key itself (sidebar, home), filtered lists hang a `{filter}` object
 * below it, and a project's own data (detail, states, labels, members…) hangs below its id.
 */
export const projectsKeys = {
  all: (slug: string) => queryKeys.projects(slug),
  list: (slug: string, filter: ProjectFilter) =>
    filter === "all" ? queryKeys.projects(slug) : ([...queryKeys.projects(slug), { filter }] as const),
  detail: (slug: string, projectId: string) => [...queryKeys.projects(slug), projectId] as const,
  identifierCheck: (slug: string, identifier: string) => ["workspaces", slug, "project-identifiers", identifier] as const,
};
