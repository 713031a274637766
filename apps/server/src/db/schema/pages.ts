import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";
import { projectRef } from "./projects";
import { audit, workspaceRef } from "./refs";
import { users } from "./users";

/** A Yjs document update as PostgreSQL stores it. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Project pages. The spec's `project_ids` is one owning project here (a move changes it); the content is
 * kept in three forms: the Yjs document (co-editing), sanitized HTML (reading, exports, mail) and plain
 * text (search).
 */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    name: text("name").notNull().default(""),
    description_html: text("description_html").notNull().default("<p></p>"),
    description_text: text("description_text").notNull().default(""),
    description_binary: bytea("description_binary"),
    description_json: jsonb("description_json").$type<Record<string, unknown>>(),
    color: text("color").notNull().default(""),
    logo_props: jsonb("logo_props").$type<Record<string, unknown>>().notNull().default({}),
    view_props: jsonb("view_props").$type<Record<string, unknown>>().notNull().default({}),
    access: integer("access").notNull().default(0),
    owned_by_id: uuid("owned_by_id").references(() => users.id, { onDelete: "set null" }),
    parent_id: uuid("parent_id").references((): AnyPgColumn => pages.id, { onDelete: "set null" }),
    is_locked: boolean("is_locked").notNull().default(false),
    archived_at: ts("archived_at"),
    sort_order: doublePrecision("sort_order").notNull().default(65535),
    ...audit(),
    ...timestamps,
  },
  (t) => [index("pages_project_idx").on(t.project_id, t.archived_at), index("pages_parent_idx").on(t.parent_id)],
);

/** Kept states of a page's content; the newest of a page is never pruned. */
export const pageVersions = pgTable(
  "page_versions",
  {
    id: id(),
    workspace_id: workspaceRef(),
    project_id: projectRef(),
    page_id: uuid("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    owned_by_id: uuid("owned_by_id").references(() => users.id, { onDelete: "set null" }),
    description_html: text("description_html").notNull(),
    description_binary: bytea("description_binary"),
    description_json: jsonb("description_json").$type<Record<string, unknown>>(),
    /** Kept automatically while someone edits (refreshed by their next saves), or on demand / by a restore (fixed). */
    is_auto: boolean("is_auto").notNull().default(true),
    last_saved_at: ts("last_saved_at").notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index("page_versions_page_idx").on(t.page_id, t.last_saved_at), index("page_versions_saved_idx").on(t.last_saved_at)],
);
