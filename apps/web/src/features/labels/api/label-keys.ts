export const labelKeys = {
  list: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "labels"] as const,
};

export function labelsPath(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issue-labels/`;
}
