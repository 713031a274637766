import { z } from "zod";
import { logoProps, text, uuid } from "./common";
import type { EntityFavorite } from "./favorite";
import { type DisplayFilters, type DisplayProperties, displayPropertiesSchema, updateDisplayFiltersBody } from "./issue-display";
import { type IssueFilterKey, issueFiltersSchema, listIssuesQuery } from "./issue-filters";

/** Saved view access (spec §3): 0 public (every member of the project or workspace), 1 private (the owner only). */
export const VIEW_ACCESS = { PUBLIC: 0, PRIVATE: 1 } as const;
export type ViewAccess = (typeof VIEW_ACCESS)[keyof typeof VIEW_ACCESS];

export const VIEW_NAME_MAX = 255;
/** What the UI shows for a view whose name is empty (spec §5). */
export const UNTITLED_VIEW = "Untitled";
export const viewTitle = (name: string) => name.trim() || UNTITLED_VIEW;

const viewFields = {
  /** May be empty: it is stored as given and shown as "Untitled". */
  name: text().trim().max(VIEW_NAME_MAX, `name can be at most ${VIEW_NAME_MAX} characters`),
  description: text().max(10_000, "description is too long"),
  filters: issueFiltersSchema,
  display_filters: updateDisplayFiltersBody,
  display_properties: displayPropertiesSchema.partial().strict(),
  access: z.literal([VIEW_ACCESS.PUBLIC, VIEW_ACCESS.PRIVATE], { message: "must be 0 (public) or 1 (private)" }),
  is_locked: z.boolean({ message: "must be true or false" }),
  logo_props: logoProps,
  sort_order: z.number().finite(),
};

/**
 * Creating a view: filters and display settings are what the list showed when it was saved; missing
 * display settings take the scope's defaults.
 */
export const createViewBody = z.object(viewFields).partial().strict();
export type CreateViewBody = z.infer<typeof createViewBody>;

/**
 * Changes only what the body names. A filter key set to null clears it, as with user properties; display
 * settings are merged under the display rules of spec §4. A locked view takes only is_locked, access and
 * sort_order until it is unlocked.
 */
export const updateViewBody = z.object(viewFields).partial().strict();
export type UpdateViewBody = z.infer<typeof updateViewBody>;

/** The fields a lock keeps fixed. */
export const LOCKED_VIEW_FIELDS = [
  "name",
  "description",
  "filters",
  "display_filters",
  "display_properties",
  "logo_props",
] as const satisfies readonly (keyof UpdateViewBody)[];

export const favoriteViewBody = z.object({ view: uuid }).strict();

const booleanParam = z.enum(["true", "false"], { message: "must be true or false" }).transform((v) => v === "true");
/** `archived=true` lists the archived views instead of the others; `search` matches the name, any case. */
export const listViewsQuery = z.object({
  archived: booleanParam.optional(),
  search: text().trim().max(255).optional(),
});
export type ListViewsQuery = z.infer<typeof listViewsQuery>;

export type IssueView = {
  id: string;
  workspace: string;
  /** null for a workspace view. */
  project: string | null;
  name: string;
  description: string;
  filters: Record<IssueFilterKey, string[] | null>;
  display_filters: DisplayFilters;
  display_properties: DisplayProperties;
  access: ViewAccess;
  is_locked: boolean;
  /** For the caller. */
  is_favorite: boolean;
  owned_by: string | null;
  created_by: string | null;
  updated_by: string | null;
  archived_at: string | null;
  sort_order: number;
  logo_props: Record<string, unknown>;
  /** Publishing is not offered, so there is never an anchor. */
  anchor: null;
  created_at: string;
  updated_at: string;
};

export type ViewFavorite = EntityFavorite<"view", { name: string }, string | null>;

/** The four built-in workspace views (spec §2), served by the workspace issue list's `view` parameter. */
export const WORKSPACE_BUILT_IN_VIEWS = ["all-issues", "assigned", "created", "subscribed"] as const;
export type WorkspaceBuiltInView = (typeof WORKSPACE_BUILT_IN_VIEWS)[number];

export const workspaceIssuesQuery = listIssuesQuery.safeExtend({
  view: z.enum(WORKSPACE_BUILT_IN_VIEWS, { message: `view must be one of: ${WORKSPACE_BUILT_IN_VIEWS.join(", ")}` }).optional(),
});
export type WorkspaceIssuesQuery = z.infer<typeof workspaceIssuesQuery>;
