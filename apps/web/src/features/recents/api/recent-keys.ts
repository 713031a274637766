import type { RecentsFilter } from "@hangar/contracts";

/** The caller's recents in a workspace; every list (one per kind and size) sits under `all`. */
export const recentKeys = {
  all: (slug: string) => ["workspaces", slug, "recent-visits"] as const,
  list: (slug: string, kind: RecentsFilter, perPage: number) => ["workspaces", slug, "recent-visits", kind, perPage] as const,
};
