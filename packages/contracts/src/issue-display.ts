import { z } from "zod";
import {
  ISSUE_FILTER_KEYS,
  ISSUE_GROUP_BY,
  ISSUE_LAYOUTS,
  ISSUE_ORDER_BY,
  ISSUE_TYPE_FILTERS,
  type IssueFilterKey,
  type IssueFilters,
  type IssueGroupBy,
  issueFiltersSchema,
} from "./issue-filters";

/** Display filters (spec §3). Kanban collapsed groups are kept by the client only. */
export const displayFiltersSchema = z
  .object({
    layout: z.enum(ISSUE_LAYOUTS, { message: `layout must be one of: ${ISSUE_LAYOUTS.join(", ")}` }),
    group_by: z.enum(ISSUE_GROUP_BY, { message: `group_by must be one of: ${ISSUE_GROUP_BY.join(", ")}` }).nullable(),
    sub_group_by: z.enum(ISSUE_GROUP_BY, { message: `sub_group_by must be one of: ${ISSUE_GROUP_BY.join(", ")}` }).nullable(),
    order_by: z.enum(ISSUE_ORDER_BY, { message: `order_by must be one of: ${ISSUE_ORDER_BY.join(", ")}` }),
    type: z.enum(ISSUE_TYPE_FILTERS, { message: "type must be active, backlog or null" }).nullable(),
    sub_issue: z.boolean(),
    show_empty_groups: z.boolean(),
    calendar: z.object({ layout: z.enum(["month", "week"]), show_weekends: z.boolean() }).strict(),
  })
  .strict();
export type DisplayFilters = z.infer<typeof displayFiltersSchema>;

/** Display properties (spec §3), all shown by default. */
export const DISPLAY_PROPERTY_KEYS = [
  "assignee",
  "start_date",
  "due_date",
  "labels",
  "priority",
  "state",
  "sub_issue_count",
  "attachment_count",
  "link",
  "estimate",
  "key",
  "created_on",
  "updated_on",
  "modules",
  "cycle",
  "issue_type",
] as const;
export type DisplayPropertyKey = (typeof DISPLAY_PROPERTY_KEYS)[number];
export type DisplayProperties = Record<DisplayPropertyKey, boolean>;
export const displayPropertiesSchema = z
  .object(Object.fromEntries(DISPLAY_PROPERTY_KEYS.map((k) => [k, z.boolean()])) as Record<DisplayPropertyKey, z.ZodBoolean>)
  .strict();

/** Where preferences live: one set per user and project, cycle, module, the workspace lists, or a profile. */
export type ViewScope = "project" | "cycle" | "module" | "workspace" | "profile";

export const DEFAULT_DISPLAY_PROPERTIES: DisplayProperties = Object.fromEntries(
  DISPLAY_PROPERTY_KEYS.map((k) => [k, true]),
) as DisplayProperties;
export const DEFAULT_ISSUE_FILTERS: Record<IssueFilterKey, string[] | null> = Object.fromEntries(
  ISSUE_FILTER_KEYS.map((k) => [k, null]),
) as Record<IssueFilterKey, string[] | null>;

const workspaceLike = (scope: ViewScope) => scope === "workspace" || scope === "profile";

export function defaultDisplayFilters(scope: ViewScope): DisplayFilters {
  return {
    // Workspace views read like Plane's global views: a table across projects.
    layout: scope === "workspace" ? "spreadsheet" : "list",
    group_by: workspaceLike(scope) ? null : "state_id",
    sub_group_by: null,
    order_by: workspaceLike(scope) ? "-created_at" : "sort_order",
    type: null,
    sub_issue: false,
    show_empty_groups: false,
    calendar: { layout: "month", show_weekends: false },
  };
}

/** The grouping a board falls back to when none is chosen (spec §4). */
export const kanbanDefaultGroupBy = (scope: ViewScope): IssueGroupBy => (scope === "profile" ? "priority" : "state_id");

export const updateDisplayFiltersBody = displayFiltersSchema
  .extend({ calendar: displayFiltersSchema.shape.calendar.partial() })
  .partial()
  .strict();
export type DisplayFiltersPatch = z.infer<typeof updateDisplayFiltersBody>;

/**
 * Display rules (spec §4), applied to every change, on the client before it asks and on the server
 * when it stores: clearing group_by clears sub_group_by; a board needs a grouping and a sub-grouping
 * different from it; workspace lists have no manual order, so sort_order becomes -created_at.
 */
export function applyDisplayRules(current: DisplayFilters, patch: DisplayFiltersPatch, scope: ViewScope): DisplayFilters {
  const next: DisplayFilters = { ...current, ...patch, calendar: { ...current.calendar, ...patch.calendar } };
  if (next.group_by === null) next.sub_group_by = null;
  if (next.layout === "kanban" && !next.group_by) next.group_by = kanbanDefaultGroupBy(scope);
  if (next.sub_group_by && next.sub_group_by === next.group_by) next.sub_group_by = null;
  if (scope === "workspace" && next.order_by === "sort_order") next.order_by = "-created_at";
  return next;
}

export const updateUserPropertiesBody = z
  .object({
    filters: issueFiltersSchema.optional(),
    display_filters: updateDisplayFiltersBody.optional(),
    display_properties: displayPropertiesSchema.partial().optional(),
  })
  .strict();
export type UpdateUserPropertiesBody = z.infer<typeof updateUserPropertiesBody>;

/** A user's stored preferences for one list, over the scope's defaults: every filter key is present. */
export const userPropertiesSchema = z.object({
  user: z.string(),
  workspace: z.string(),
  project: z.string().nullable(),
  cycle: z.string().nullable(),
  module: z.string().nullable(),
  filters: z.object(
    Object.fromEntries(ISSUE_FILTER_KEYS.map((k) => [k, z.array(z.string()).nullable()])) as Record<
      IssueFilterKey,
      z.ZodNullable<z.ZodArray<z.ZodString>>
    >,
  ),
  display_filters: displayFiltersSchema,
  display_properties: displayPropertiesSchema,
});
export type UserProperties = z.infer<typeof userPropertiesSchema>;

/** Query parameters for a list call from stored filters and display filters (lists comma-joined). */
export function issueListParams(filters: IssueFilters, display: Partial<DisplayFilters> = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ISSUE_FILTER_KEYS) {
    const values = filters[key];
    if (values && values.length > 0) params[key] = values.join(",");
  }
  if (display.group_by) params.group_by = display.group_by;
  if (display.group_by && display.sub_group_by) params.sub_group_by = display.sub_group_by;
  if (display.order_by) params.order_by = display.order_by;
  if (display.type) params.type = display.type;
  if (display.sub_issue !== undefined) params.sub_issue = String(display.sub_issue);
  if (display.show_empty_groups !== undefined) params.show_empty_groups = String(display.show_empty_groups);
  if (display.layout) params.layout = display.layout;
  return params;
}
