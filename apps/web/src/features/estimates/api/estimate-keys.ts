/** The project's estimates; the issue screens' lookups and the cycle charts read the same key. */
export const estimateKeys = {
  list: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "estimates"] as const,
};

export function estimatesPath(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/estimates/`;
}

export function estimatePath(slug: string, projectId: string, estimateId: string): string {
  return `${estimatesPath(slug, projectId)}${encodeURIComponent(estimateId)}/`;
}

/** The spec's short route for a point edit, which names the point but not its estimate. */
export function pointPath(slug: string, projectId: string, pointId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/estimate-points/${encodeURIComponent(pointId)}/`;
}
