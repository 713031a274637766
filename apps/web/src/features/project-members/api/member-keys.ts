import { queryKeys } from "../../../lib/query-keys";

export const memberKeys = {
  project: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "members"] as const,
  workspace: (slug: string) => queryKeys.workspaceMembers(slug),
  /** Everything cached about one project (its detail, states, labels, members…), dropped when the caller leaves it. */
  projectData: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId] as const,
  /** The workspace's unfiltered project list, which says whether the caller is in the project. */
  projects: (slug: string) => queryKeys.projects(slug),
};
