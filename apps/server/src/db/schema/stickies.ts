import type { StickyColor } from "@hangar/contracts";
import { doublePrecision, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { users } from "./users";
import { workspaces } from "./workspaces";

/**
 * Stickies, a member's quick notes (spec §2, §7). Each belongs to one user in one workspace and is read
 * by no one else; they go with the workspace or the user.
 */
export const stickies = pgTable(
  "stickies",
  {
    id: id(),
    workspace_id: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    owner_id: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    /** Sanitized on write (lib/sanitize.ts), like an issue description. */
    description_html: text("description_html").notNull().default("<p></p>"),
    /** The body's plain text: what search reads. */
    description_stripped: text("description_stripped").notNull().default(""),
    background_color: text("background_color").$type<StickyColor>().notNull(),
    sort_order: doublePrecision("sort_order").notNull(),
    ...timestamps,
  },
  // The owner's list in a workspace, top first: every list and next-sort-order query reads it.
  (t) => [index("stickies_owner_idx").on(t.workspace_id, t.owner_id, t.sort_order.desc())],
);
