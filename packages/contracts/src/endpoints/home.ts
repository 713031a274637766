import { z } from "zod";
import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import {
  createQuickLinkBody,
  dashboardQuery,
  dashboardSchema,
  homeDashboardSchema,
  homePreferencesSchema,
  quickLinkSchema,
  recentVisitSchema,
  recentVisitsQuery,
  recordVisitBody,
  updateHomePreferenceBody,
  updateQuickLinkBody,
  updateWidgetBody,
  widgetDataQuery,
  widgetDataSchema,
  widgetSchema,
} from "../home";

const workspace = "/api/workspaces/:slug";
/**
 * Every member, guests too, has their own home: recents, quick links and dashboard are the caller's alone
 * (anyone else's answer 404, a rule of the services), and what a widget shows is only what they may read.
 */
const anyMember = { workspace: ROLE.GUEST } as const;

/** The home dashboard (spec §2 home widgets, §3 Dashboard and Widget, §7 Workspace and Dashboard calls). */
export const homeEndpoints = {
  recentVisits: endpoint({
    method: "GET",
    path: `${workspace}/recent-visits/`,
    access: anyMember,
    query: recentVisitsQuery,
    response: z.array(recentVisitSchema),
    summary: "What the caller opened last here (one kind with `entity_name`), newest first, only what they may still read",
  }),
  recordVisit: endpoint({
    method: "POST",
    path: `${workspace}/recent-visits/`,
    access: anyMember,
    body: recordVisitBody,
    response: noContent,
    status: 204,
    summary: "The caller opened an issue, project, cycle, module, view or page: it goes to the top of their recents",
  }),
  listQuickLinks: endpoint({
    method: "GET",
    path: `${workspace}/quick-links/`,
    access: anyMember,
    response: z.array(quickLinkSchema),
    summary: "The caller's quick links here, in the order they were added",
  }),
  createQuickLink: endpoint({
    method: "POST",
    path: `${workspace}/quick-links/`,
    access: anyMember,
    body: createQuickLinkBody,
    response: quickLinkSchema,
    status: 201,
    summary: "Add a quick link: an http(s) address and an optional title",
  }),
  getQuickLink: endpoint({
    method: "GET",
    path: `${workspace}/quick-links/:quickLinkId/`,
    access: anyMember,
    response: quickLinkSchema,
    summary: "One of the caller's quick links",
  }),
  updateQuickLink: endpoint({
    method: "PATCH",
    path: `${workspace}/quick-links/:quickLinkId/`,
    access: anyMember,
    body: updateQuickLinkBody,
    response: quickLinkSchema,
    summary: "Change one of the caller's quick links",
  }),
  deleteQuickLink: endpoint({
    method: "DELETE",
    path: `${workspace}/quick-links/:quickLinkId/`,
    access: anyMember,
    response: noContent,
    status: 204,
    summary: "Delete one of the caller's quick links",
  }),
  homePreferences: endpoint({
    method: "GET",
    path: `${workspace}/home-preferences/`,
    access: anyMember,
    response: homePreferencesSchema,
    summary: "The caller's home widgets in their order, each shown or hidden",
  }),
  updateHomePreference: endpoint({
    method: "PATCH",
    path: `${workspace}/home-preferences/:widgetKey/`,
    access: anyMember,
    body: updateHomePreferenceBody,
    response: widgetSchema,
    summary: "Show, hide or move one home widget, named by its key (e.g. quick_links) or its id",
  }),
  homeDashboard: endpoint({
    method: "GET",
    path: `${workspace}/dashboard/`,
    access: anyMember,
    query: dashboardQuery,
    response: homeDashboardSchema,
    summary: "The caller's home dashboard (`dashboard_type=home`): its id and widgets",
  }),
  widgetData: endpoint({
    method: "GET",
    path: `${workspace}/dashboard/:dashboardId/`,
    access: anyMember,
    query: widgetDataQuery,
    response: widgetDataSchema,
    summary: "One widget's data (`widget_key`): stats and issues, recents, links, stickies or activity",
  }),
  dashboard: endpoint({
    method: "GET",
    path: "/api/dashboard/:dashboardId/",
    access: "signed-in",
    response: dashboardSchema,
    summary: "One of the caller's dashboards with its widgets",
  }),
  updateWidget: endpoint({
    method: "PATCH",
    path: "/api/dashboard/:dashboardId/widgets/:widgetId/",
    access: "signed-in",
    body: updateWidgetBody,
    response: widgetSchema,
    summary: "Change a widget of one of the caller's dashboards: its filters (checked by its key), shown or not, its place",
  }),
};
