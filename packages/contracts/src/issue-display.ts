import { z } from "zod";
import { DISPLAY_PROPERTY_KEYS } from "./domain/issue-display";
import {
  ISSUE_FILTER_KEYS,
  ISSUE_GROUP_BY,
  ISSUE_LAYOUTS,
  ISSUE_ORDER_BY,
  ISSUE_TYPE_FILTERS,
  type IssueFilterKey,
  issueFiltersSchema,
} from "./issue-filters";

export {
  applyDisplayRules,
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  DISPLAY_PROPERTY_KEYS,
  defaultDisplayFilters,
  issueListParams,
  kanbanDefaultGroupBy,
} from "./domain/issue-display";

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
export type DisplayPropertyKey = (typeof DISPLAY_PROPERTY_KEYS)[number];
export type DisplayProperties = Record<DisplayPropertyKey, boolean>;
export const displayPropertiesSchema = z
  .object(Object.fromEntries(DISPLAY_PROPERTY_KEYS.map((k) => [k, z.boolean()])) as Record<DisplayPropertyKey, z.ZodBoolean>)
  .strict();

/** Where preferences live: one set per user and project, cycle, module, the workspace lists, or a profile. */
export type ViewScope = "project" | "cycle" | "module" | "workspace" | "profile";

export const updateDisplayFiltersBody = displayFiltersSchema
  .extend({ calendar: displayFiltersSchema.shape.calendar.partial() })
  .partial()
  .strict();
export type DisplayFiltersPatch = z.infer<typeof updateDisplayFiltersBody>;

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
