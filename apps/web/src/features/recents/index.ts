/**
 * Recents: what the user opened last. Light entry for the shell (the route recorder) and for other
 * features (the home widget, the command palette).
 */
export { recentKeys } from "./api/recent-keys";
export { recentVisitsQuery, useRecentVisits } from "./api/use-recent-visits";
export { useRecordVisit } from "./api/use-record-visit";
export { useRouteVisits } from "./api/use-route-visits";
export { RECENT_KIND_META, recentVisitKey, recentVisitPath, recentVisitTitle } from "./lib/recent-visit-meta";
export { type RouteVisit, routeVisit } from "./lib/route-visit";
