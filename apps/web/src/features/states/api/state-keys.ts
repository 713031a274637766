export const stateKeys = {
  list: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "states"] as const,
};
