import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";
import { audit, workspaceRef } from "./refs";
import { users } from "./users";

export const projects = pgTable(
  "projects",
  {
    id: id(),
    workspace_id: workspaceRef(),
    name: text("name").notNull(),
    identifier: text("identifier").notNull(),
    description: text("description").notNull().default(""),
    network: integer("network").notNull().default(1),
    project_lead_id: uuid("project_lead_id").references(() => users.id, { onDelete: "set null" }),
    default_assignee_id: uuid("default_assignee_id").references(() => users.id, { onDelete: "set null" }),
    logo_props: jsonb("logo_props").$type<Record<string, unknown>>().notNull().default({}),
    cover_image: text("cover_image"),
    archived_at: ts("archived_at"),
    sort_order: doublePrecision("sort_order").notNull().default(65535),
    cycle_view: boolean("cycle_view").notNull().default(true),
    module_view: boolean("module_view").notNull().default(true),
    issue_views_view: boolean("issue_views_view").notNull().default(true),
    page_view: boolean("page_view").notNull().default(true),
    inbox_view: boolean("inbox_view").notNull().default(false),
    is_time_tracking_enabled: boolean("is_time_tracking_enabled").notNull().default(false),
    is_epic_enabled: boolean("is_epic_enabled").notNull().default(false),
    is_workflow_enabled: boolean("is_workflow_enabled").notNull().default(false),
    is_issue_type_enabled: boolean("is_issue_type_enabled").notNull().default(false),
    is_project_updates_enabled: boolean("is_project_updates_enabled").notNull().default(false),
    guest_view_all_features: boolean("guest_view_all_features").notNull().default(false),
    ...audit(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("projects_identifier_unique").on(t.workspace_id, t.identifier),
    uniqueIndex("projects_name_unique").on(t.workspace_id, sql`lower(${t.name})`),
  ],
);

export const projectRef = () =>
  uuid("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

export const projectMembers = pgTable(
  "project_members",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    member_id: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: integer("role").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    sort_order: doublePrecision("sort_order").notNull().default(65535),
    ...audit(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("project_members_unique").on(t.project_id, t.member_id),
    index("project_members_member_idx").on(t.member_id, t.workspace_id),
  ],
);

export const states = pgTable(
  "states",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    group: text("group").notNull(),
    default: boolean("default").notNull().default(false),
    description: text("description").notNull().default(""),
    sequence: doublePrecision("sequence").notNull(),
    ...audit(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("states_name_unique").on(t.project_id, sql`lower(${t.name})`),
    uniqueIndex("states_one_default").on(t.project_id).where(sql`${t.default}`),
  ],
);

export const labels = pgTable(
  "labels",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    parent_id: uuid("parent_id"),
    description: text("description").notNull().default(""),
    sort_order: doublePrecision("sort_order").notNull(),
    ...audit(),
    ...timestamps,
  },
  (t) => [uniqueIndex("labels_name_unique").on(t.project_id, sql`lower(${t.name})`), index("labels_parent_idx").on(t.parent_id)],
);

/**
 * Per-user favorites: starred projects, cycles, modules, views and pages (entity_identifier), and folders of
 * them (is_folder, a name, entity_identifier null), one level deep. A folder's contents go with it.
 */
export const userFavorites = pgTable(
  "user_favorites",
  {
    id: id(),
    workspace_id: workspaceRef(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entity_type: text("entity_type").notNull(),
    entity_identifier: uuid("entity_identifier"),
    project_id: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    parent_id: uuid("parent_id").references((): AnyPgColumn => userFavorites.id, { onDelete: "cascade" }),
    is_folder: boolean("is_folder").notNull().default(false),
    name: text("name"),
    sequence: doublePrecision("sequence").notNull().default(65535),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("user_favorites_unique")
      .on(t.user_id, t.entity_type, t.entity_identifier)
      .where(sql`${t.entity_identifier} is not null`),
    uniqueIndex("user_favorites_folder_name_unique")
      .on(t.workspace_id, t.user_id, sql`lower(${t.name})`)
      .where(sql`${t.is_folder}`),
    index("user_favorites_owner_idx").on(t.workspace_id, t.user_id, t.sequence),
    index("user_favorites_parent_idx").on(t.parent_id),
  ],
);
