import type { QueryClient } from "@tanstack/react-query";
import { currentUserQuery } from "../features/auth/api/use-current-user";
import { storedPreferencesQuery } from "../features/issue-filters/api/preferences-query";
import { firstPageQuery } from "../features/issues/api/issue-view-query";
import { projectListQuery } from "../features/issues/api/project-list-query";
import { projectScope } from "../features/issues/lib/issue-scope";
import { labelsQuery } from "../features/labels/api/use-labels";
import { projectMembersQuery } from "../features/project-members/api/use-project-members";
import { projectQuery } from "../features/project-settings/api/use-project";
import { statesQuery } from "../features/states/api/use-states";
import { userProfileQuery } from "../features/users/api/use-user-profile";
import { userWorkspacesQuery } from "../features/workspaces/api/use-user-workspaces";
import { workspaceMembershipQuery } from "../features/workspaces/api/use-workspace-membership";

const PROJECT_ISSUES = /^\/([^/]+)\/projects\/([^/]+)\/issues\/?$/;
const WORKSPACE_PAGE = /^\/([^/]+)(\/|$)/;
/** First path segments that are app pages, not workspace slugs (app/router.tsx). */
const APP_PAGES = new Set(["sign-up", "accounts", "onboarding", "invitations", "create-workspace", "god-mode"]);

/**
 * A workspace page cold waits on a chain before it renders: the session, then the profile (onboarded?),
 * then the user's workspaces, each asked only once the one before has answered. None needs the other's
 * answer to be asked, so at boot ask for all of them at once, under the keys the guards and the layout read.
 */
function prefetchWorkspaceShell(queryClient: QueryClient, slug: string) {
  void queryClient.prefetchQuery(currentUserQuery());
  void queryClient.prefetchQuery(userProfileQuery());
  void queryClient.prefetchQuery(userWorkspacesQuery());
  void queryClient.prefetchQuery(workspaceMembershipQuery(slug));
}

/**
 * Opening a project's issues cold waits on the session, the workspace, the screen's code and the project
 * before the screen asks for its data, yet that data needs none of them. At boot, ask for the user's
 * stored preferences and then the list's first page, and for the project and the names the list shows,
 * under the keys the screen reads, while the rest loads; and start fetching the screen's code.
 * Best effort: on failure (signed out, no access) the screen asks again and shows the error where it belongs.
 */
export function prefetchRoute(queryClient: QueryClient, pathname: string) {
  const workspace = WORKSPACE_PAGE.exec(pathname);
  if (!workspace || APP_PAGES.has(workspace[1])) return;
  const match = PROJECT_ISSUES.exec(pathname);
  if (match) prefetchProjectIssues(queryClient, decodeURIComponent(match[1]), decodeURIComponent(match[2]));
  prefetchWorkspaceShell(queryClient, decodeURIComponent(workspace[1]));
}

function prefetchProjectIssues(queryClient: QueryClient, slug: string, projectId: string) {
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
