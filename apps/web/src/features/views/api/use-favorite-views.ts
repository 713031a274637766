import type { IssueView, Project } from "@hangar/contracts";
import { useQueries } from "@tanstack/react-query";
import { viewApi } from "./view-api";
import { viewKeys } from "./view-keys";

export type FavoriteView = { view: IssueView; project: Project };

/**
 * The caller's favorite project views across their projects (for the sidebar), read from each project's
 * views list so starring a view anywhere shows here at once.
 */
export function useFavoriteViews(slug: string, projects: Project[]): FavoriteView[] {
  const withViews = projects.filter((p) => p.is_member && !p.archived_at && p.issue_views_view);
  return useQueries({
    queries: withViews.map((project) => {
      const place = { slug, projectId: project.id };
      return {
        queryKey: viewKeys.list(place),
        staleTime: 60_000,
        queryFn: ({ signal }: { signal: AbortSignal }) => viewApi.list(place, false, signal),
      };
    }),
    combine: (results) =>
      results.flatMap((result, i) =>
        (result.data ?? []).filter((view) => view.is_favorite).map((view) => ({ view, project: withViews[i] })),
      ),
  });
}
