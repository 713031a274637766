import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";
import { issues } from "./issues";
import { projectRef, projects } from "./projects";
import { audit, workspaceRef } from "./refs";
import { users } from "./users";

const viewSettings = {
  filters: jsonb("filters").$type<Record<string, unknown>>().notNull().default({}),
  display_filters: jsonb("display_filters").$type<Record<string, unknown>>().notNull().default({}),
  display_properties: jsonb("display_properties").$type<Record<string, unknown>>().notNull().default({}),
};

export const cycles = pgTable(
  "cycles",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    start_date: date("start_date", { mode: "string" }),
    end_date: date("end_date", { mode: "string" }),
    owned_by_id: uuid("owned_by_id").references(() => users.id, { onDelete: "set null" }),
    sort_order: doublePrecision("sort_order").notNull().default(65535),
    archived_at: ts("archived_at"),
    version: integer("version").notNull().default(1),
    view_props: jsonb("view_props").$type<Record<string, unknown>>().notNull().default({}),
    progress_snapshot: jsonb("progress_snapshot").$type<Record<string, unknown>>(),
    logo_props: jsonb("logo_props").$type<Record<string, unknown>>().notNull().default({}),
    external_source: text("external_source"),
    external_id: text("external_id"),
    ...audit(),
    ...timestamps,
  },
  (t) => [index("cycles_project_idx").on(t.project_id)],
);

/** An issue is in at most one cycle: the unique index on issue_id enforces it. */
export const cycleIssues = pgTable(
  "cycle_issues",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    cycle_id: uuid("cycle_id")
      .notNull()
      .references(() => cycles.id, { onDelete: "cascade" }),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    created_by: uuid("created_by"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cycle_issues_issue_unique").on(t.issue_id),
    index("cycle_issues_cycle_idx").on(t.cycle_id),
    index("cycle_issues_project_idx").on(t.project_id, t.issue_id, t.cycle_id),
  ],
);

export const modules = pgTable(
  "modules",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("backlog"),
    lead_id: uuid("lead_id").references(() => users.id, { onDelete: "set null" }),
    start_date: date("start_date", { mode: "string" }),
    target_date: date("target_date", { mode: "string" }),
    sort_order: doublePrecision("sort_order").notNull().default(65535),
    archived_at: ts("archived_at"),
    view_props: jsonb("view_props").$type<Record<string, unknown>>().notNull().default({}),
    logo_props: jsonb("logo_props").$type<Record<string, unknown>>().notNull().default({}),
    ...audit(),
    ...timestamps,
  },
  (t) => [
    index("modules_project_idx").on(t.project_id),
    uniqueIndex("modules_name_unique").on(t.project_id, sql`lower(${t.name})`),
  ],
);

export const moduleMembers = pgTable(
  "module_members",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    module_id: uuid("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    member_id: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("module_members_unique").on(t.module_id, t.member_id)],
);

export const moduleIssues = pgTable(
  "module_issues",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    module_id: uuid("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    issue_id: uuid("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    created_by: uuid("created_by"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("module_issues_unique").on(t.module_id, t.issue_id),
    index("module_issues_issue_idx").on(t.issue_id),
    index("module_issues_project_idx").on(t.project_id, t.issue_id, t.module_id),
  ],
);

export const moduleLinks = pgTable("module_links", {
  id: id(),
  workspace_id: workspaceRef(),
  project_id: projectRef(),
  module_id: uuid("module_id")
    .notNull()
    .references(() => modules.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  title: text("title"),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  ...audit(),
  ...timestamps,
});

export const estimates = pgTable("estimates", {
  id: id(),
  workspace_id: workspaceRef(),
  project_id: projectRef(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  type: text("type").notNull(),
  last_used: boolean("last_used").notNull().default(false),
  ...audit(),
  ...timestamps,
});

export const estimatePoints = pgTable(
  "estimate_points",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    estimate_id: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    key: integer("key").notNull(),
    value: text("value").notNull(),
    description: text("description").notNull().default(""),
    ...audit(),
    ...timestamps,
  },
  (t) => [uniqueIndex("estimate_points_key_unique").on(t.estimate_id, t.key)],
);

/** Saved filter/display settings per user and scope (project, cycle, module, workspace view, profile…). */
export const userProperties = pgTable(
  "user_properties",
  {
    id: id(),
    workspace_id: workspaceRef(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    scope_id: uuid("scope_id"),
    ...viewSettings,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("user_properties_unique").on(
      t.user_id,
      t.workspace_id,
      t.scope,
      sql`coalesce(${t.scope_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

/** Saved views: project views (project_id set) and workspace views (project_id null). access 0 public, 1 private. */
export const issueViews = pgTable(
  "issue_views",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    ...viewSettings,
    access: integer("access").notNull().default(0),
    is_locked: boolean("is_locked").notNull().default(false),
    owned_by_id: uuid("owned_by_id").references(() => users.id, { onDelete: "set null" }),
    sort_order: doublePrecision("sort_order").notNull().default(65535),
    logo_props: jsonb("logo_props").$type<Record<string, unknown>>().notNull().default({}),
    archived_at: ts("archived_at"),
    ...audit(),
    ...timestamps,
  },
  (t) => [index("issue_views_scope_idx").on(t.workspace_id, t.project_id)],
);
