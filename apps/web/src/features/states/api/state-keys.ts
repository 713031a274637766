export const stateKeys = {
  list: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "states"] as const,
};

export function statesPath(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/states/`;
}
