import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, ts } from "./columns";
import { users } from "./users";

export const workspaces = pgTable("workspaces", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo_url: text("logo_url"),
  organization_size: text("organization_size").notNull(),
  owner_id: uuid("owner_id")
    .notNull()
    .references(() => users.id),
  created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  updated_by: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  ...timestamps,
});

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    id: id(),
    workspace_id: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    member_id: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: integer("role").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    created_by: uuid("created_by"),
    updated_by: uuid("updated_by"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("workspace_members_unique").on(t.workspace_id, t.member_id),
    index("workspace_members_member_idx").on(t.member_id),
  ],
);

export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: id(),
    workspace_id: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: integer("role").notNull(),
    token: text("token").notNull(),
    accepted: boolean("accepted").notNull().default(false),
    responded_at: ts("responded_at"),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updated_by: uuid("updated_by"),
    ...timestamps,
  },
  (t) => [index("workspace_invitations_email_idx").on(t.email), index("workspace_invitations_ws_idx").on(t.workspace_id)],
);
