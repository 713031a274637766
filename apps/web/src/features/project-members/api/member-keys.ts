export const memberKeys = {
  project: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "members"] as const,
  workspace: (slug: string) => ["workspaces", slug, "members"] as const,
};

export function projectMembersPath(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/members/`;
}
