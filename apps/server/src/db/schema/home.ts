import type { DashboardType, HomeWidgetKey, RecentEntityName } from "@hangar/contracts";
import { boolean, doublePrecision, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";
import { projects } from "./projects";
import { workspaceRef } from "./refs";
import { users } from "./users";

const ownerRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * What each user opened last (spec §7 `recent-visits/`): one row per user and object, its time moved up
 * on every visit; only the newest few per kind are kept (features/home/recent-visits.service.ts). The
 * object is named, not referenced: rows whose object is gone or unreadable are left out when read.
 */
export const recentVisits = pgTable(
  "recent_visits",
  {
    id: id(),
    workspace_id: workspaceRef(),
    user_id: ownerRef("user_id"),
    entity_name: text("entity_name").$type<RecentEntityName>().notNull(),
    entity_identifier: uuid("entity_identifier").notNull(),
    /** Goes with its project; null for a workspace view. */
    project_id: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    visited_at: ts("visited_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recent_visits_unique").on(t.user_id, t.entity_name, t.entity_identifier),
    // A user's recents of one kind (or all), newest first, and the trim that keeps the newest few.
    index("recent_visits_user_idx").on(t.workspace_id, t.user_id, t.entity_name, t.visited_at.desc()),
  ],
);

/** A user's quick links on their home, per workspace: read by no one else. */
export const quickLinks = pgTable(
  "quick_links",
  {
    id: id(),
    workspace_id: workspaceRef(),
    owner_id: ownerRef("owner_id"),
    /** Null: the link reads as its host. */
    title: text("title"),
    url: text("url").notNull(),
    ...timestamps,
  },
  (t) => [index("quick_links_owner_idx").on(t.workspace_id, t.owner_id, t.created_at)],
);

/** A user's dashboard in a workspace (spec §3 Dashboard); the home one is made on first use. */
export const dashboards = pgTable(
  "dashboards",
  {
    id: id(),
    workspace_id: workspaceRef(),
    owner_id: ownerRef("owner_id"),
    dashboard_type: text("dashboard_type").$type<DashboardType>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("dashboards_owner_unique").on(t.workspace_id, t.owner_id, t.dashboard_type)],
);

/** One widget of a dashboard (spec §3 Widget): shown or not, its place, and its own filters. */
export const dashboardWidgets = pgTable(
  "dashboard_widgets",
  {
    id: id(),
    dashboard_id: uuid("dashboard_id")
      .notNull()
      .references(() => dashboards.id, { onDelete: "cascade" }),
    key: text("key").$type<HomeWidgetKey>().notNull(),
    filters: jsonb("filters").$type<Record<string, string>>().notNull().default({}),
    is_enabled: boolean("is_enabled").notNull().default(true),
    sort_order: doublePrecision("sort_order").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("dashboard_widgets_key_unique").on(t.dashboard_id, t.key)],
);
