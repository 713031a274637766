import type { QueryClient } from "@tanstack/react-query";
import { storedPreferencesQuery } from "../features/issue-filters/api/preferences-query";
import { firstPageQuery } from "../features/issues/api/issue-view-query";
import { projectListQuery } from "../features/issues/api/project-list-query";
import { projectScope } from "../features/issues/lib/issue-scope";
import { labelsQuery } from "../features/labels/api/use-labels";
import { projectMembersQuery } from "../features/project-members/api/use-project-members";
import { projectQuery } from "../features/project-settings/api/use-project";
import { statesQuery } from "../features/states/api/use-states";

const PROJECT_ISSUES = /^\/([^/]+)\/projects\/([^/]+)\/issues\/?$/;

/**
 * Opening a project's issues cold waits on the session, the workspace, the screen's code and the project
 * before the screen asks for its data, yet that data needs none of them. At boot, ask for the user's
 * stored preferences and then the list's first page, and for the project and the names the list shows,
 * under the keys the screen reads, while the rest loads; and start fetching the screen's code.
 * Best effort: on failure (signed out, no access) the screen asks again and shows the error where it belongs.
 */
export function prefetchRoute(queryClient: QueryClient, pathname: string) {
  const match = PROJECT_ISSUES.exec(pathname);
  if (!match) return;
  const [slug, projectId] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
  const scope = projectScope(slug, projectId);
  void import("../features/issues/project-issues-page");
  // The list first: it is the longest to answer, and nothing on the screen can show before it.
  void queryClient
    .fetchQuery(storedPreferencesQuery({ ...scope, preferencesPath: scope.preferencesPath ?? "" }))
    .then((preferences) => queryClient.prefetchQuery(firstPageQuery(scope, preferences.filters, preferences.displayFilters)))
    .catch(() => undefined);
  void queryClient.prefetchQuery(projectQuery(slug, projectId));
  void queryClient.prefetchQuery(statesQuery(slug, projectId));
  void queryClient.prefetchQuery(labelsQuery(slug, projectId));
  void queryClient.prefetchQuery(projectMembersQuery(slug, projectId));
  for (const resource of ["cycles", "modules", "estimates"] as const) {
    void queryClient.prefetchQuery(projectListQuery(slug, projectId, resource));
  }
}
