/** Shared by the three issue features and the live client; see the conventions in the web brief. */
export const issueKeys = {
  /** Every issue query of a project: lists, details and their parts. */
  all: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "issues"] as const,
  lists: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "issues", "list"] as const,
  list: (slug: string, projectId: string, params: Record<string, unknown>) =>
    ["workspaces", slug, "projects", projectId, "issues", "list", params] as const,
  /** One issue; its parts (comments, history, links…) sit under this prefix. */
  issue: (slug: string, projectId: string, issueId: string) =>
    ["workspaces", slug, "projects", projectId, "issues", issueId] as const,
  archived: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "archived-issues"] as const,
  /** The archived list's pages, one cache per filter set and order (`search`). */
  archivedLists: (slug: string, projectId: string) => [...issueKeys.archived(slug, projectId), "list"] as const,
  archivedList: (slug: string, projectId: string, search: Record<string, unknown>) =>
    [...issueKeys.archived(slug, projectId), "list", search] as const,
};

export function projectPath(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/`;
}
