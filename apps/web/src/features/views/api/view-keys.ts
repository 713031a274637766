import { appPaths } from "../../../lib/paths";
/** Where views live: a project's (projectId) or the workspace's (projectId null). */
export type ViewPlace = { slug: string; projectId: string | null };

export const viewKeys = {
  /** The place's views (not archived), in the server's order. */
  list: ({ slug, projectId }: ViewPlace) =>
    projectId
      ? (["workspaces", slug, "projects", projectId, "views"] as const)
      : (["workspaces", slug, "workspace-views"] as const),
  archived: (place: ViewPlace) => [...viewKeys.list(place), { archived: true }] as const,
  view: (place: ViewPlace, viewId: string) => [...viewKeys.list(place), viewId] as const,
};

/** The in-app address of a view's issues. */
export const viewUrl = ({ slug, projectId }: ViewPlace, viewId: string): string => appPaths.view(slug, projectId, viewId);

/**
 * Spec §2: a view's shareable address is the application origin, then the public spaces base path,
 * then /views/{viewId}.
 */
export function shareableViewUrl(origin: string, viewId: string): string {
  return `${origin.replace(/\/+$/, "")}/spaces/views/${viewId}`;
}
