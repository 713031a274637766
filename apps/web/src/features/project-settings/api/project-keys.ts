import { queryKeys } from "../../../lib/query-keys";

/** The project itself; other project data (states, labels, members) sits one level below this key. */
export const projectKeys = {
  detail: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId] as const,
  /** The workspace's unfiltered project list, which shows the same project. */
  list: (slug: string) => queryKeys.projects(slug),
};
