import { z } from "zod";
import { logoProps, text, uuid } from "./common";
import { VIEW_ACCESS, VIEW_NAME_MAX } from "./domain/view";
import { entityFavoriteSchema } from "./favorite";
import { displayFiltersSchema, displayPropertiesSchema, updateDisplayFiltersBody } from "./issue-display";
import { ISSUE_FILTER_KEYS, type IssueFilterKey, issueFiltersSchema, listIssuesQuery } from "./issue-filters";

export { UNTITLED_VIEW, VIEW_ACCESS, VIEW_NAME_MAX, viewTitle } from "./domain/view";

export type ViewAccess = (typeof VIEW_ACCESS)[keyof typeof VIEW_ACCESS];

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

/** Every filter key, each a list of values or null where unset (as a saved view answers them). */
const resolvedFiltersSchema = z.object(
  Object.fromEntries(ISSUE_FILTER_KEYS.map((k) => [k, z.array(z.string()).nullable()])) as Record<
    IssueFilterKey,
    z.ZodNullable<z.ZodArray<z.ZodString>>
  >,
);

export const issueViewSchema = z.object({
  id: z.string(),
  workspace: z.string(),
  /** null for a workspace view. */
  project: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  filters: resolvedFiltersSchema,
  display_filters: displayFiltersSchema,
  display_properties: displayPropertiesSchema,
  access: z.literal([VIEW_ACCESS.PUBLIC, VIEW_ACCESS.PRIVATE]),
  is_locked: z.boolean(),
  /** For the caller. */
  is_favorite: z.boolean(),
  owned_by: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  archived_at: z.string().nullable(),
  sort_order: z.number(),
  logo_props: z.record(z.string(), z.unknown()),
  /** Publishing is not offered, so there is never an anchor. */
  anchor: z.null(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IssueView = z.infer<typeof issueViewSchema>;

/** Only project views are favorited, but a view's project is nullable, and so is the favorite's. */
export const viewFavoriteSchema = entityFavoriteSchema("view", z.object({ name: z.string() })).extend({
  project_id: z.string().nullable(),
});
export type ViewFavorite = z.infer<typeof viewFavoriteSchema>;

/** The four built-in workspace views (spec §2), served by the workspace issue list's `view` parameter. */
export const WORKSPACE_BUILT_IN_VIEWS = ["all-issues", "assigned", "created", "subscribed"] as const;
export type WorkspaceBuiltInView = (typeof WORKSPACE_BUILT_IN_VIEWS)[number];

export const workspaceIssuesQuery = listIssuesQuery.safeExtend({
  view: z.enum(WORKSPACE_BUILT_IN_VIEWS, { message: `view must be one of: ${WORKSPACE_BUILT_IN_VIEWS.join(", ")}` }).optional(),
});
export type WorkspaceIssuesQuery = z.infer<typeof workspaceIssuesQuery>;
