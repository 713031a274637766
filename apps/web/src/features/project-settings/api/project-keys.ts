/** The project itself; other project data (states, labels, members) sits one level below this key. */
export const projectKeys = {
  detail: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId] as const,
};

export function projectPath(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/`;
}
