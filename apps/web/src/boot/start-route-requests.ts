import { type DisplayFilters, type IssueFilters, projectEndpoints, workspaceEndpoints } from "@hangar/contracts";
import { firstPageRequest, type IssueScope, projectScope } from "../features/issue-core/boot";
import { lastPreferences, withDefaults } from "../features/issue-filters/boot";
import { groupedLayoutCode } from "../features/issue-layouts/boot";
import { startEarly } from "../lib/early-requests";
import { requestUrl } from "../lib/request-url";
import { matchBootRoute } from "./route-match";

/**
 * Starts, before the app's code has loaded, the requests a cold load of `pathname` waits on before its
 * first paint, under the URLs the app then asks for (lib/early-requests.ts adopts them): the session, the
 * profile and the workspaces on any workspace page; on a project's issues also the project, its states,
 * the stored preferences and the first page of the list under them, and the screen's code. Only what the
 * first paint needs: the rest (labels, members, the sidebar's lists…) would compete with it for the
 * server and the browser's six connections, and is asked for by the app (app/prefetch-route.ts).
 */
export function startRouteRequests(pathname: string) {
  const route = matchBootRoute(pathname);
  if (!route) return;
  const { slug, projectId } = route;
  // The list's chain first: its page waits on the preferences, and is the longest to answer.
  if (projectId) startFirstPage(projectScope(slug, projectId));
  startEarly(requestUrl(workspaceEndpoints.me));
  startEarly(requestUrl(workspaceEndpoints.myProfile));
  startEarly(requestUrl(workspaceEndpoints.myWorkspaces));
  if (projectId) {
    startEarly(requestUrl(projectEndpoints.get, { params: { slug, projectId } }));
    startEarly(requestUrl(projectEndpoints.listStates, { params: { slug, projectId } }));
    startScreenCode();
  }
}

/** The list's first page under the preferences this browser last saw, then under the stored ones. */
function startFirstPage(scope: IssueScope) {
  const last = lastPreferences(scope);
  if (last) startPage(scope, last.filters, last.displayFilters);
  const stored = startEarly(
    requestUrl(workspaceEndpoints.projectProperties, { params: { slug: scope.slug, projectId: scope.projectId } }),
  );
  // Read from a copy, before the app reads the answer itself (this reaction was registered first).
  stored
    ?.then((response) => (response.ok ? response.clone().json() : null))
    .then((raw) => {
      if (!raw) return;
      const preferences = withDefaults(raw, scope.kind);
      startPage(scope, preferences.filters, preferences.displayFilters);
    })
    .catch(() => undefined);
}

/**
 * The modules the issues route loads on demand (app/workspace/project-issues-route.tsx), after the
 * requests: their thirty-odd files take the browser's six connections for a while.
 */
function startScreenCode() {
  import("../features/issues").catch(() => undefined);
  import("../features/views/public").catch(() => undefined);
}

function startPage(scope: IssueScope, filters: IssueFilters, display: DisplayFilters) {
  const { source, query } = firstPageRequest(scope, filters, display);
  startEarly(requestUrl(source.endpoint, { params: source.params, query }));
  const layout = display.layout === "kanban" || display.layout === "list" ? groupedLayoutCode[display.layout] : null;
  layout?.().catch(() => undefined);
}
