/** The project's estimates; the issue screens' lookups and the cycle charts read the same key. */
export const estimateKeys = {
  list: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "estimates"] as const,
};
