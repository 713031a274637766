import type { QueryClient } from "@tanstack/react-query";
import { matchBootRoute } from "../boot/route-match";
import { currentUserQuery } from "../features/auth";
import { firstPageQuery, projectListQuery, projectScope } from "../features/issue-core/public";
import { lastPreferences, storedPreferencesQuery } from "../features/issue-filters/public";
import { preloadLayout } from "../features/issue-layouts/public";
import { labelsQuery } from "../features/labels";
import { projectMembersQuery } from "../features/project-members";
import { projectQuery } from "../features/project-settings";
import { statesQuery } from "../features/states";
import { userProfileQuery } from "../features/users";
import { userWorkspacesQuery, workspaceMembershipQuery } from "../features/workspaces";
import { endBoot, holdBoot } from "../lib/boot-phase";
import { ProjectIssuesPage, SaveProjectViewAction } from "./workspace/project-issues-route";

/**
 * A workspace page cold waits on a chain before it renders: the session, then the profile (onboarded?),
 * then the user's workspaces, each asked only once the one before has answered, though none needs the
 * other's answer; all are asked for at boot, under the keys the guards and the layout read.
 * Opening a project's issues cold waits on the session, the workspace, the screen's code and the project
 * before the screen asks for its data, yet that data needs none of them. At boot, ask for the list, the
 * shell and the names the list shows, under the keys the screen reads, and start fetching the screen's
 * code. They leave in the order the first paint needs them: the embedded database answers one
 * statement at a time, so what is asked first is answered first (PostgreSQL answers them side by side).
 * What the first paint needs, the boot entry has mostly started already, before this code arrived
 * (boot/start-route-requests.ts): those requests are adopted (lib/early-requests.ts), not made again.
 * Best effort: on failure (signed out, no access) the screen asks again and shows the error where it belongs.
 */
export function prefetchRoute(queryClient: QueryClient, pathname: string) {
  const route = matchBootRoute(pathname);
  // Only a project's issues hold what is not needed for their first paint (lib/boot-phase.ts).
  if (route?.projectId) holdBoot();
  else endBoot();
  if (!route) return;
  const { slug, projectId } = route;
  let listAsked: Promise<void> = Promise.resolve();
  // What the board or list waits on before its first paint: the list, the project and its states, the shell.
  if (projectId) {
    listAsked = prefetchList(queryClient, slug, projectId);
    void queryClient.prefetchQuery(projectQuery(slug, projectId));
    void queryClient.prefetchQuery(statesQuery(slug, projectId));
  }
  void queryClient.prefetchQuery(currentUserQuery());
  void queryClient.prefetchQuery(userProfileQuery());
  void queryClient.prefetchQuery(userWorkspacesQuery());
  // What fills in the cards' chips and the header, once the list's first page has been asked for: asked
  // before it, they took the browser's six connections and left the page queued behind them.
  void listAsked.then(() => {
    if (projectId) {
      void queryClient.prefetchQuery(labelsQuery(slug, projectId));
      void queryClient.prefetchQuery(projectMembersQuery(slug, projectId));
      for (const resource of ["estimates", "cycles", "modules"] as const) {
        void queryClient.prefetchQuery(projectListQuery(slug, projectId, resource));
      }
    }
    void queryClient.prefetchQuery(workspaceMembershipQuery(slug));
  });
}

/**
 * The list is the longest to answer and nothing on the screen shows before it: its first page is asked
 * for at once under the preferences this browser last saw it with, and under the stored ones (the same,
 * mostly) once they are in. The screen's code starts loading too, and its layout's once the layout is known.
 * Resolves once the page under the stored preferences has been asked for (or cannot be).
 */
function prefetchList(queryClient: QueryClient, slug: string, projectId: string): Promise<void> {
  const scope = projectScope(slug, projectId);
  void ProjectIssuesPage.preload().catch(() => undefined);
  void SaveProjectViewAction.preload().catch(() => undefined);
  const last = lastPreferences(scope);
  if (last) {
    preloadLayout(last.displayFilters.layout);
    void queryClient.prefetchQuery(firstPageQuery(scope, last.filters, last.displayFilters));
  }
  const source = scope.preferences;
  if (!source) return Promise.resolve();
  return queryClient
    .fetchQuery(storedPreferencesQuery({ ...scope, preferences: source }))
    .then((preferences) => {
      // The layout's code (each is its own chunk) loads beside the first page, not after the screen renders.
      preloadLayout(preferences.displayFilters.layout);
      void queryClient.prefetchQuery(firstPageQuery(scope, preferences.filters, preferences.displayFilters));
    })
    .catch(() => undefined);
}
