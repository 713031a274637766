import { DEFAULT_PAGE_ORDER_BY, type Page, type Project, pageEndpoints } from "@hangar/contracts";
import { useQueries } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { pageKeys } from "./page-keys";

export type FavoritePage = { page: Page; project: Project };

/**
 * The caller's starred pages across their projects with pages on, for the sidebar. Cached under each
 * project's pages key, so page actions and live events refresh it with the rest.
 */
export function useFavoritePages(slug: string, projects: Project[]): FavoritePage[] {
  const withPages = projects.filter((p) => p.is_member && !p.archived_at && p.page_view);
  return useQueries({
    queries: withPages.map((project) => ({
      queryKey: [...pageKeys.project({ slug, projectId: project.id }), "favorites"],
      staleTime: 60_000,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(pageEndpoints.list, {
          params: { slug, projectId: project.id },
          query: { order_by: DEFAULT_PAGE_ORDER_BY } as never,
          signal,
        }),
    })),
    combine: (results) =>
      results.flatMap((result, i) =>
        (result.data ?? []).filter((page) => page.is_favorite).map((page) => ({ page, project: withPages[i] })),
      ),
  });
}
