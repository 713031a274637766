/**
 * The home dashboard's values and rules without its zod schemas, so the browser can load them alone
 * (../home.ts holds the schemas and re-exports these; the lint forbids zod here).
 */

/** What a recent visit can name (spec §7 `recent-visits/` `entity_name`). */
export const RECENT_ENTITY_NAMES = ["issue", "project", "cycle", "module", "view", "page"] as const;
export type RecentEntityName = (typeof RECENT_ENTITY_NAMES)[number];

/** How many visits of each kind a user keeps per workspace: a new visit past it drops the oldest. */
export const RECENT_VISITS_KEPT = 20;
/** A `recent-visits/` answer without `per_page`; the most a client may ask for is the next constant. */
export const RECENT_VISITS_PAGE_SIZE = 20;
export const RECENT_VISITS_MAX_PAGE_SIZE = 50;

/** The home dashboard's widgets, in their first order. */
export const HOME_WIDGET_KEYS = ["quick_links", "recents", "my_work_items", "my_stickies", "recent_activity"] as const;
export type HomeWidgetKey = (typeof HOME_WIDGET_KEYS)[number];

export const HOME_WIDGET_META: Record<HomeWidgetKey, { label: string; description: string }> = {
  quick_links: { label: "Quick links", description: "Addresses you open often, one click away." },
  recents: { label: "Recents", description: "The issues, projects, cycles, modules, views and pages you opened last." },
  my_work_items: {
    label: "Your work items",
    description: "What is assigned to you, what you created and what you follow, with what is due.",
  },
  my_stickies: { label: "Your stickies", description: "Your newest quick notes." },
  recent_activity: { label: "Recent activity", description: "The latest changes to issues in your projects." },
};

/** Dashboards a user has; the spec names only the home one. */
export const DASHBOARD_TYPES = ["home"] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

/** Which of the user's issues "Your work items" shows. */
export const WORK_ITEM_TABS = ["assigned", "created", "subscribed"] as const;
export type WorkItemTab = (typeof WORK_ITEM_TABS)[number];

/** How far back "Your work items" looks, by when an issue last changed (spec §9: week 7 days, month 30 days). */
export const WORK_ITEM_DURATIONS = ["all", "day", "week", "month"] as const;
export type WorkItemDuration = (typeof WORK_ITEM_DURATIONS)[number];
export const WORK_ITEM_DURATION_DAYS: Record<Exclude<WorkItemDuration, "all">, number> = { day: 1, week: 7, month: 30 };
export const WORK_ITEM_DURATION_LABELS: Record<WorkItemDuration, string> = {
  all: "Any time",
  day: "Past day",
  week: "Past week",
  month: "Past month",
};
/** "Due this week": not finished and due within this many days after today (overdue ones count apart). */
export const DUE_SOON_DAYS = 7;

/** How many rows a widget shows; each links to the full list. */
export const MY_WORK_ITEMS_SHOWN = 8;
export const MY_STICKIES_SHOWN = 4;
export const RECENT_ACTIVITY_SHOWN = 10;

/** Recents: one kind, or every kind ("all"). */
export type RecentsFilter = RecentEntityName | "all";

/** Each widget's filters when the user has set none. */
export const DEFAULT_WIDGET_FILTERS: Record<HomeWidgetKey, Record<string, string>> = {
  quick_links: {},
  recents: { entity_name: "all" },
  my_work_items: { tab: "assigned", duration: "all" },
  my_stickies: {},
  recent_activity: {},
};

/** A user's quick links per workspace: a short list of favourite addresses, not a bookmark store. */
export const QUICK_LINKS_MAX = 50;
export const QUICK_LINK_TITLE_MAX = 255;

/** The host a link points at, without a leading "www.", or null for an address that is not a URL. */
export function linkHost(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** What a quick link reads as: its title, else the host it points at, else the address itself. */
export function quickLinkLabel(link: { title: string | null; url: string }): string {
  return link.title?.trim() || linkHost(link.url) || link.url;
}
