import type { HomeWidgetKey } from "@hangar/contracts";

/** The caller's home in a workspace: its dashboard, each widget's data (per filters) and the quick links. */
export const homeKeys = {
  all: (slug: string) => ["workspaces", slug, "home"] as const,
  dashboard: (slug: string) => ["workspaces", slug, "home", "dashboard"] as const,
  widgets: (slug: string) => ["workspaces", slug, "home", "widget"] as const,
  widget: (slug: string, key: HomeWidgetKey, filters: Record<string, string>) =>
    ["workspaces", slug, "home", "widget", key, filters] as const,
  quickLinks: (slug: string) => ["workspaces", slug, "home", "quick-links"] as const,
};
