import { z } from "zod";
import { hasNul, isCalendarDate, text } from "./common";
import { STATE_GROUPS } from "./constants";
import { pageInfoSchema } from "./endpoint";
import { issueSchema, PRIORITIES } from "./issue";

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 10_000;
/** `perPage:page:offset` (DESIGN §5); grouped lists start at `{perPage}:0:0`. */
export const cursorParam = text().regex(/^\d{1,5}:\d{1,7}:\d{1,7}$/, "must look like perPage:page:offset");

/** A filter value or group key meaning "no value" (unassigned, no labels, no cycle…). */
export const NONE_VALUE = "None";

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

/** Sort keys; a leading minus reverses. `priority` lists urgent first; nulls always sort last. */
export const ISSUE_ORDER_BY = [
  "sort_order",
  "-sort_order",
  "created_at",
  "-created_at",
  "updated_at",
  "-updated_at",
  "priority",
  "-priority",
  "start_date",
  "-start_date",
  "target_date",
  "-target_date",
  "state__name",
  "-state__name",
  "labels__name",
  "-labels__name",
  "assignees__first_name",
  "-assignees__first_name",
] as const;
export type IssueOrderBy = (typeof ISSUE_ORDER_BY)[number];

/** Type filter: null is All; active is the unstarted and started groups, backlog the backlog group. */
export const ISSUE_TYPE_FILTERS = ["active", "backlog"] as const;
export type IssueTypeFilter = (typeof ISSUE_TYPE_FILTERS)[number];

/** The filter set (spec §3) plus the date properties the filter bar offers. Lists are OR-ed, keys AND-ed. */
export const ISSUE_FILTER_KEYS = [
  "priority",
  "state",
  "state_group",
  "assignees",
  "mentions",
  "created_by",
  "labels",
  "cycle",
  "module",
  "start_date",
  "target_date",
  "created_at",
  "completed_at",
  "updated_at",
  "project",
  "team_project",
  "subscriber",
  "estimate_point",
  "issue_type",
] as const;
export type IssueFilterKey = (typeof ISSUE_FILTER_KEYS)[number];
export type IssueFilters = Partial<Record<IssueFilterKey, string[] | null>>;
export const DATE_FILTER_KEYS = ["start_date", "target_date", "created_at", "completed_at", "updated_at"] as const;
export type DateFilterKey = (typeof DATE_FILTER_KEYS)[number];
export const DATE_FILTER_PRESETS = ["today", "yesterday", "last_7_days", "last_30_days"] as const;
/** Relative dates (spec §9): a week is 7 days, a month 30. */
export const RELATIVE_DATE_DAYS = { days: 1, weeks: 7, months: 30 } as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ABSOLUTE_DATE_RE = /^(\d{4}-\d{2}-\d{2});(after|before)$/;
const RELATIVE_DATE_RE = /^(\d{1,4})_(days|weeks|months);(after|before);(fromnow|ago)$/;

const isDateToken = (v: string) => {
  if ((DATE_FILTER_PRESETS as readonly string[]).includes(v)) return true;
  if (RELATIVE_DATE_RE.test(v)) return true;
  const m = ABSOLUTE_DATE_RE.exec(v);
  return !!m && isCalendarDate(m[1]);
};
const isUuidOrNone = (v: string) => v === NONE_VALUE || UUID_RE.test(v);

const DATE_HINT =
  "YYYY-MM-DD;after, YYYY-MM-DD;before, N_weeks;after;fromnow (days, weeks, months; fromnow or ago) or today, yesterday, last_7_days, last_30_days";
const check = (ok: (v: string) => boolean, expected: string) => ({ ok, expected });
const VALUE_CHECKS: Record<IssueFilterKey, { ok: (v: string) => boolean; expected: string }> = {
  priority: check((v) => (PRIORITIES as readonly string[]).includes(v), `one of ${PRIORITIES.join(", ")}`),
  state: check(isUuidOrNone, "state ids"),
  state_group: check((v) => (STATE_GROUPS as readonly string[]).includes(v), `one of ${STATE_GROUPS.join(", ")}`),
  assignees: check(isUuidOrNone, "user ids or None"),
  mentions: check((v) => UUID_RE.test(v), "user ids"),
  created_by: check(isUuidOrNone, "user ids"),
  labels: check(isUuidOrNone, "label ids or None"),
  cycle: check(isUuidOrNone, "cycle ids or None"),
  module: check(isUuidOrNone, "module ids or None"),
  start_date: check(isDateToken, DATE_HINT),
  target_date: check(isDateToken, DATE_HINT),
  created_at: check(isDateToken, DATE_HINT),
  completed_at: check(isDateToken, DATE_HINT),
  updated_at: check(isDateToken, DATE_HINT),
  project: check((v) => UUID_RE.test(v), "project ids"),
  team_project: check((v) => UUID_RE.test(v), "project ids"),
  subscriber: check(isUuidOrNone, "user ids or None"),
  estimate_point: check((v) => v.length > 0 && v.length <= 255 && !hasNul(v), "estimate point values or ids"),
  issue_type: check(isUuidOrNone, "issue type ids or None"),
};
const MAX_FILTER_VALUES = 500;

/** Why `values` are not acceptable for `key`, or null when they are. */
export function filterValueError(key: IssueFilterKey, values: string[]): string | null {
  if (values.length > MAX_FILTER_VALUES) return `at most ${MAX_FILTER_VALUES} values`;
  const { ok, expected } = VALUE_CHECKS[key];
  const bad = values.find((v) => !ok(v));
  return bad === undefined ? null : `invalid value "${bad.slice(0, 60)}" (expected ${expected})`;
}

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

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A date filter as bounds on the day (inclusive); tokens are AND-ed, so `a;after,b;before` is a range. */
export type DateBounds = { from: string | null; to: string | null };

/** Resolves date filter tokens against `today` (YYYY-MM-DD, UTC); the tightest bound of each side wins. */
export function resolveDateFilter(tokens: string[], today: string): DateBounds {
  const bounds: DateBounds = { from: null, to: null };
  const after = (d: string) => {
    if (!bounds.from || d > bounds.from) bounds.from = d;
  };
  const before = (d: string) => {
    if (!bounds.to || d < bounds.to) bounds.to = d;
  };
  const presets: Record<string, [string, string]> = {
    today: [today, today],
    yesterday: [addDays(today, -1), addDays(today, -1)],
    last_7_days: [addDays(today, -7), today],
    last_30_days: [addDays(today, -30), today],
  };
  for (const token of tokens) {
    const preset = Object.hasOwn(presets, token) ? presets[token] : undefined;
    if (preset) {
      after(preset[0]);
      before(preset[1]);
    }
    const abs = ABSOLUTE_DATE_RE.exec(token);
    if (abs) (abs[2] === "after" ? after : before)(abs[1]);
    const rel = RELATIVE_DATE_RE.exec(token);
    if (rel) {
      const days = Number(rel[1]) * RELATIVE_DATE_DAYS[rel[2] as keyof typeof RELATIVE_DATE_DAYS];
      const day = addDays(today, rel[4] === "fromnow" ? days : -days);
      (rel[3] === "after" ? after : before)(day);
    }
  }
  return bounds;
}

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

/** A page asked for without group_by: flat. Throws when the server grouped it after all. */
export function flatIssuePage(page: IssueListPage): IssuePage {
  if (page.grouped_by !== null) throw new Error(`Expected an ungrouped page, got one grouped by ${page.grouped_by}`);
  return page;
}
