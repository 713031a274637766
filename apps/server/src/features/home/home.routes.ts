import { homeEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import * as dashboards from "./dashboard.service";
import * as quickLinks from "./quick-links.service";
import * as recents from "./recent-visits.service";
import { getWidgetData } from "./widget-data.service";

/**
 * The home dashboard: declared in packages/contracts/src/endpoints/home.ts. Recents, quick links and
 * dashboards are each member's own; the services answer 404 for anyone else's.
 */
export async function homeRoutes(app: App) {
  const db = app.db;
  serve(app, endpoints.recentVisits, ({ access, query }) => recents.listRecentVisits(db, access, query));
  serve(app, endpoints.recordVisit, ({ access, body }) => recents.recordVisit(db, access, body));
  serve(app, endpoints.listQuickLinks, ({ access }) => quickLinks.listQuickLinks(db, access));
  serve(app, endpoints.createQuickLink, ({ access, body }) => quickLinks.createQuickLink(db, access, body));
  serve(app, endpoints.getQuickLink, ({ access, params }) => quickLinks.getQuickLink(db, access, params.quickLinkId));
  serve(app, endpoints.updateQuickLink, ({ access, params, body }) =>
    quickLinks.updateQuickLink(db, access, params.quickLinkId, body),
  );
  serve(app, endpoints.deleteQuickLink, ({ access, params }) => quickLinks.deleteQuickLink(db, access, params.quickLinkId));
  serve(app, endpoints.homePreferences, ({ access }) => dashboards.listHomePreferences(db, access));
  serve(app, endpoints.updateHomePreference, ({ access, params, body }) =>
    dashboards.updateHomePreference(db, access, params.widgetKey, body),
  );
  serve(app, endpoints.homeDashboard, ({ access, query }) => dashboards.getHomeDashboard(db, access, query.dashboard_type));
  serve(app, endpoints.widgetData, ({ access, params, query }) => getWidgetData(db, access, params.dashboardId, query));
  serve(app, endpoints.dashboard, ({ user, params }) => dashboards.getDashboard(db, user.id, params.dashboardId));
  serve(app, endpoints.updateWidget, ({ user, params, body }) =>
    dashboards.updateWidget(db, user.id, params.dashboardId, params.widgetId, body),
  );
}
