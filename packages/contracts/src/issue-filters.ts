import { z } from "zod";
import { text } from "./common";
import { filterValueError, ISSUE_FILTER_KEYS, ISSUE_ORDER_BY } from "./domain/issue-filters";
import { pageInfoSchema } from "./endpoint";
import { issueSchema } from "./issue";

export {
  DATE_FILTER_PRESETS,
  filterValueError,
  flatIssuePage,
  ISSUE_FILTER_KEYS,
  ISSUE_ORDER_BY,
  NONE_VALUE,
  RELATIVE_DATE_DAYS,
  resolveDateFilter,
} from "./domain/issue-filters";

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 10_000;
/** `perPage:page:offset` (DESIGN §5); grouped lists start at `{perPage}:0:0`. */
export const cursorParam = text().regex(/^\d{1,5}:\d{1,7}:\d{1,7}$/, "must look like perPage:page:offset");

export const ISSUE_LAYOUTS = ["list", "kanban", "calendar", "spreadsheet", "gantt_chart"] as const;
export type IssueLayout = (typeof ISSUE_LAYOUTS)[number];

/** Group-by options (spec §9): state, state group, priority, project, cycle, module, labels, assignees, created by. */
export const ISSUE_GROUP_BY = [
  "state_id",
  "state__group",
  "priority",
  "project_id",
  "cycle_id",
  "issue_module__module_id",
  "labels__id",
  "assignees__id",
  "created_by",
] as const;
export type IssueGroupBy = (typeof ISSUE_GROUP_BY)[number];
/** Groupings where one issue can sit in several groups at once. */
export const MANY_TO_MANY_GROUP_BY: readonly IssueGroupBy[] = ["labels__id", "assignees__id", "issue_module__module_id"];
export type IssueOrderBy = (typeof ISSUE_ORDER_BY)[number];

/** Type filter: null is All; active is the unstarted and started groups, backlog the backlog group. */
export const ISSUE_TYPE_FILTERS = ["active", "backlog"] as const;
export type IssueTypeFilter = (typeof ISSUE_TYPE_FILTERS)[number];
export type IssueFilterKey = (typeof ISSUE_FILTER_KEYS)[number];
export type IssueFilters = Partial<Record<IssueFilterKey, string[] | null>>;
export const DATE_FILTER_KEYS = ["start_date", "target_date", "created_at", "completed_at", "updated_at"] as const;
export type DateFilterKey = (typeof DATE_FILTER_KEYS)[number];

const splitList = (raw: string) =>
  raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** A comma-joined query parameter, checked value by value so the 400 names the parameter. */
const filterParam = (key: IssueFilterKey) =>
  text().transform((raw, ctx) => {
    const values = splitList(raw);
    const error = filterValueError(key, values);
    if (error) {
      ctx.addIssue({ code: "custom", message: error });
      return z.NEVER;
    }
    return values;
  });

/** A stored filter set (user properties, saved views): each key a list of values or null. */
export const issueFiltersSchema = z
  .object(
    Object.fromEntries(ISSUE_FILTER_KEYS.map((k) => [k, z.array(text().max(255)).nullable().optional()])) as Record<
      IssueFilterKey,
      z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>
    >,
  )
  .strict()
  .superRefine((filters, ctx) => {
    for (const key of ISSUE_FILTER_KEYS) {
      const values = filters[key];
      const error = values ? filterValueError(key, values) : null;
      if (error) ctx.addIssue({ code: "custom", message: error, path: [key] });
    }
  });

const groupByParam = (name: string) =>
  z
    .enum([...ISSUE_GROUP_BY, "none", "null", ""], { message: `${name} must be one of: ${ISSUE_GROUP_BY.join(", ")}, none` })
    // "none" asks for no grouping (null), which overrides a saved view's grouping; absent leaves it.
    .transform((v) => (v === "none" || v === "null" || v === "" ? null : v));
const booleanParam = z.enum(["true", "false"], { message: "must be true or false" }).transform((v) => v === "true");

/** Query parameters of every issue list: paging, display options and the filter set. */
export const LIST_EXPANDS = ["issue_relation", "issue_related"] as const;
export type ListExpand = (typeof LIST_EXPANDS)[number];
const listExpandParam = text()
  .max(200)
  .transform((raw, ctx) => {
    const parts = raw
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    const unknown = parts.filter((p) => !(LIST_EXPANDS as readonly string[]).includes(p));
    if (unknown.length) {
      ctx.addIssue({ code: "custom", message: `expand takes: ${LIST_EXPANDS.join(", ")}; not ${unknown.join(", ")}` });
      return z.NEVER;
    }
    return [...new Set(parts)] as ListExpand[];
  });

export const listIssuesQuery = z
  .object({
    cursor: cursorParam.optional(),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
    order_by: z.enum(ISSUE_ORDER_BY, { message: `order_by must be one of: ${ISSUE_ORDER_BY.join(", ")}` }).optional(),
    group_by: groupByParam("group_by").optional(),
    sub_group_by: groupByParam("sub_group_by").optional(),
    /** Load one group (and, sub-grouped, one sub-group) further on its own. */
    group_id: text().min(1).max(100).optional(),
    sub_group_id: text().min(1).max(100).optional(),
    show_empty_groups: booleanParam.optional(),
    /** false leaves sub-issues (issues with a parent) out; the API shows them unless told not to. */
    sub_issue: booleanParam.optional(),
    type: z
      .enum([...ISSUE_TYPE_FILTERS, "all", ""], { message: "type must be one of: all, active, backlog" })
      .transform((v) => (v === "all" || v === "" ? undefined : v))
      .optional(),
    layout: z.enum(ISSUE_LAYOUTS, { message: `layout must be one of: ${ISSUE_LAYOUTS.join(", ")}` }).optional(),
    /** Comma-joined: issue_relation, issue_related (the timeline's dependency arrows). */
    expand: listExpandParam.optional(),
    ...(Object.fromEntries(ISSUE_FILTER_KEYS.map((k) => [k, filterParam(k).optional()])) as Record<
      IssueFilterKey,
      z.ZodOptional<ReturnType<typeof filterParam>>
    >),
  })
  .superRefine((q, ctx) => {
    if (q.sub_group_by && !q.group_by) ctx.addIssue({ code: "custom", message: "needs group_by", path: ["sub_group_by"] });
    if (q.sub_group_by && q.sub_group_by === q.group_by)
      ctx.addIssue({ code: "custom", message: "must differ from group_by", path: ["sub_group_by"] });
    if (q.group_id && !q.group_by) ctx.addIssue({ code: "custom", message: "needs group_by", path: ["group_id"] });
    if (q.sub_group_id && !(q.sub_group_by && q.group_id))
      ctx.addIssue({ code: "custom", message: "needs sub_group_by and group_id", path: ["sub_group_id"] });
  });
export type ListIssuesQuery = z.infer<typeof listIssuesQuery>;

/** The filter part of a parsed list query. */
export function filtersFromQuery(query: ListIssuesQuery): IssueFilters {
  const filters: IssueFilters = {};
  for (const key of ISSUE_FILTER_KEYS) {
    const values = query[key];
    if (values && values.length > 0) filters[key] = values;
  }
  return filters;
}

/** A date filter as bounds on the day (inclusive); tokens are AND-ed, so `a;after,b;before` is a range. */
export type DateBounds = { from: string | null; to: string | null };

/** The paging fields every issue list page carries (DESIGN §5), and extra_stats, always null. */
const listEnvelope = pageInfoSchema.extend({ extra_stats: z.null() });
const groupBySchema = z.enum(ISSUE_GROUP_BY);

/**
 * One group of a grouped page. `total_estimate_points` sums the group's numeric estimate values over the
 * whole filtered set; it is on groups (not on a sub-group's cells), only where the project estimates.
 */
export const issueGroupSchema = z.object({
  results: z.array(issueSchema),
  total_results: z.number(),
  total_estimate_points: z.number().optional(),
});
export type IssueGroup = z.infer<typeof issueGroupSchema>;
/** One cell of a sub-grouped page: the issues of a group that also sit in one sub-group. */
export const issueCellSchema = z.object({ results: z.array(issueSchema), total_results: z.number() });
export type IssueCell = z.infer<typeof issueCellSchema>;
/** One group of a sub-grouped page: its cells keyed by sub-group, and the group's own totals. */
export const issueSubGroupsSchema = z.object({
  results: z.record(z.string(), issueCellSchema),
  total_results: z.number(),
  total_estimate_points: z.number().optional(),
});
export type IssueSubGroups = z.infer<typeof issueSubGroupsSchema>;

/** An ungrouped page: the rows in order. */
export const issuePageSchema = listEnvelope.extend({
  grouped_by: z.null(),
  sub_grouped_by: z.null(),
  results: z.array(issueSchema),
});
/**
 * A grouped page: each group key ("None" for no value) maps to a page of its issues, in the groups'
 * display order. `group_id` asks for one group only; `show_empty_groups` keeps groups with no issue.
 */
export const groupedIssuePageSchema = listEnvelope.extend({
  grouped_by: groupBySchema,
  sub_grouped_by: z.null(),
  results: z.record(z.string(), issueGroupSchema),
});
/** A grouped and sub-grouped page: group key → sub-group key → a page of the issues in both. */
export const subGroupedIssuePageSchema = listEnvelope.extend({
  grouped_by: groupBySchema,
  sub_grouped_by: groupBySchema,
  results: z.record(z.string(), issueSubGroupsSchema),
});
/** Any page of an issue list: flat without group_by, grouped with it, sub-grouped with sub_group_by too. */
export const issueListPageSchema = z.union([issuePageSchema, groupedIssuePageSchema, subGroupedIssuePageSchema]);
export type IssuePage = z.infer<typeof issuePageSchema>;
export type GroupedIssuePage = z.infer<typeof groupedIssuePageSchema>;
export type SubGroupedIssuePage = z.infer<typeof subGroupedIssuePageSchema>;
export type IssueListPage = z.infer<typeof issueListPageSchema>;
