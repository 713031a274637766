import type { RecentEntityName } from "@hangar/contracts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RouteVisit = { entity_name: RecentEntityName; entity_identifier: string };

/** The route parameters (and query) a screen of an object is opened with (app/workspace/workspace-routes.tsx). */
export type RouteVisitParams = {
  projectId?: string;
  issueId?: string;
  cycleId?: string;
  moduleId?: string;
  viewId?: string;
  globalViewId?: string;
  pageId?: string;
  /** `?peekId=`: an issue open in the side panel over a list. */
  peekId?: string | null;
};

/**
 * What a screen shows, as a visit: the most specific object its address names (an issue in a peek over a
 * cycle counts as the issue), or its project for a project's lists. Built-in views ("all-issues") and
 * other addresses that name no stored object count as nothing.
 */
export function routeVisit(p: RouteVisitParams): RouteVisit | null {
  const candidates: [RecentEntityName, string | null | undefined][] = [
    ["issue", p.peekId],
    ["issue", p.issueId],
    ["page", p.pageId],
    ["cycle", p.cycleId],
    ["module", p.moduleId],
    ["view", p.viewId],
    ["view", p.globalViewId],
    ["project", p.projectId],
  ];
  for (const [entity_name, id] of candidates) {
    if (!id) continue;
    return UUID.test(id) ? { entity_name, entity_identifier: id.toLowerCase() } : null;
  }
  return null;
}
