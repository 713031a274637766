export const labelKeys = {
  list: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "labels"] as const,
};
