import type { CycleAnalyticsType } from "@hangar/contracts";

/**
 * Everything about a project's cycles sits under `[…project, "cycles"]`, so a live cycle event or an
 * issue change invalidates them with one prefix. The list key is shared with the issue screens' lookups
 * (same path, same rows).
 */
export const cycleKeys = {
  all: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "cycles"] as const,
  list: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "cycles"] as const,
  archived: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "cycles", "archived"] as const,
  detail: (slug: string, projectId: string, cycleId: string) =>
    ["workspaces", slug, "projects", projectId, "cycles", "detail", cycleId] as const,
  progress: (slug: string, projectId: string, cycleId: string) =>
    ["workspaces", slug, "projects", projectId, "cycles", "detail", cycleId, "progress"] as const,
  analytics: (slug: string, projectId: string, cycleId: string, type: CycleAnalyticsType) =>
    ["workspaces", slug, "projects", projectId, "cycles", "detail", cycleId, "analytics", type] as const,
};
