import {
  DUE_SOON_DAYS,
  MY_STICKIES_SHOWN,
  MY_WORK_ITEMS_SHOWN,
  RECENT_ACTIVITY_SHOWN,
  RECENT_ENTITY_NAMES,
  type RecentsFilter,
  STATE_GROUPS,
  type StateGroup,
  type WidgetData,
  type WidgetDataOf,
  WORK_ITEM_DURATION_DAYS,
  WORK_ITEM_DURATIONS,
  WORK_ITEM_TABS,
  type WorkItemDuration,
  type WorkItemTab,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import type { WorkspaceAccess } from "../../lib/permissions";
import { recentWorkspaceActivities } from "../profile";
import { listStickies } from "../stickies";
import { requireOwnDashboard, widgetFilters } from "./dashboard.service";
import { listQuickLinks } from "./quick-links.service";
import { listRecentVisits } from "./recent-visits.service";
import * as workItems from "./work-items.repo";

type WidgetDataQuery = {
  widget_key: WidgetData["widget_key"];
  tab?: WorkItemTab;
  duration?: WorkItemDuration;
  entity_name?: RecentsFilter;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A saved filter value still among the allowed ones, or the first allowed (the default). */
const pick = <T extends string>(allowed: readonly T[], ...values: (string | undefined)[]): T =>
  (values.find((v) => v !== undefined && (allowed as readonly string[]).includes(v)) as T | undefined) ?? (allowed[0] as T);

/** Today's date in a time zone (YYYY-MM-DD); UTC when the zone is unset or unknown. */
export function dateIn(timezone: string | null, at = new Date()): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: timezone ?? "UTC" }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "Your work items": counts and state distribution over the whole tab, and its first few issues. */
async function myWorkItems(
  db: Db,
  access: WorkspaceAccess,
  tab: WorkItemTab,
  duration: WorkItemDuration,
): Promise<WidgetDataOf<"my_work_items">> {
  const today = dateIn(await workItems.userTimezone(db, access.userId));
  const scope: workItems.WorkItemScope = {
    workspaceId: access.workspace.id,
    userId: access.userId,
    tab,
    changedSince: duration === "all" ? null : new Date(Date.now() - WORK_ITEM_DURATION_DAYS[duration] * DAY_MS),
    today,
    dueUntil: addDays(today, DUE_SOON_DAYS),
  };
  const [groups, issues] = await Promise.all([
    workItems.countsByGroup(db, scope),
    workItems.topWorkItems(db, scope, MY_WORK_ITEMS_SHOWN),
  ]);
  const distribution = Object.fromEntries(STATE_GROUPS.map((g) => [g, 0])) as Record<StateGroup, number>;
  const counts = { total: 0, open: 0, overdue: 0, due_this_week: 0 };
  for (const row of groups) {
    if (row.group && row.group in distribution) distribution[row.group] += row.total;
    counts.total += row.total;
    if (row.group !== "completed" && row.group !== "cancelled") counts.open += row.total;
    counts.overdue += row.overdue;
    counts.due_this_week += row.dueSoon;
  }
  return { widget_key: "my_work_items", tab, duration, counts, state_distribution: distribution, issues };
}

/**
 * `dashboard/{id}/?widget_key=`: one widget's data for the dashboard's owner. The widget's saved filters
 * apply unless the query names others; everything comes from the services that own it, so each shows
 * only what the caller may read.
 */
export async function getWidgetData(
  db: Db,
  access: WorkspaceAccess,
  dashboardId: string,
  query: WidgetDataQuery,
): Promise<WidgetData> {
  const dashboard = await requireOwnDashboard(db, access.userId, dashboardId, access.workspace.id);
  const saved = await widgetFilters(db, dashboard.id, query.widget_key);
  switch (query.widget_key) {
    case "quick_links":
      return { widget_key: "quick_links", quick_links: await listQuickLinks(db, access) };
    case "recents": {
      const entity_name = pick(["all", ...RECENT_ENTITY_NAMES] as const, query.entity_name, saved.entity_name);
      const recent_visits = await listRecentVisits(db, access, { entity_name: entity_name === "all" ? undefined : entity_name });
      return { widget_key: "recents", entity_name, recent_visits };
    }
    case "my_work_items":
      return myWorkItems(
        db,
        access,
        pick(WORK_ITEM_TABS, query.tab, saved.tab),
        pick(WORK_ITEM_DURATIONS, query.duration, saved.duration),
      );
    case "my_stickies": {
      const page = await listStickies(db, access, { per_page: MY_STICKIES_SHOWN });
      return { widget_key: "my_stickies", stickies: page.results, total_results: page.total_results };
    }
    case "recent_activity":
      return { widget_key: "recent_activity", activities: await recentWorkspaceActivities(db, access, RECENT_ACTIVITY_SHOWN) };
  }
}
