/**
 * Every query key in one place so a mutation in one feature invalidates the cache another feature
 * reads. Everything about the signed-in user sits under ["users", "me"] so sign-out and a 401 can
 * drop it with one prefix.
 */
export const queryKeys = {
  instance: ["instance"] as const,
  me: ["users", "me"] as const,
  profile: ["users", "me", "profile"] as const,
  settings: ["users", "me", "settings"] as const,
  workspaces: ["users", "me", "workspaces"] as const,
  invitations: ["users", "me", "invitations"] as const,
  projects: (slug: string) => ["workspaces", slug, "projects"] as const,
  slugCheck: (slug: string) => ["workspace-slug-check", slug] as const,
};
