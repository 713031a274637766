import { uuid } from "drizzle-orm/pg-core";
import { users } from "./users";
import { workspaces } from "./workspaces";

/** Every workspace-scoped row carries workspace_id and goes with its workspace. */
export const workspaceRef = () =>
  uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

/** Who made and last changed a row; kept (as null) when the account is gone. */
export const audit = () => ({
  created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  updated_by: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});
