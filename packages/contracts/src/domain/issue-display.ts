/**
 * The issue-display contract's values and rules without its zod schemas, so the browser can load them alone
 * (../issue-display.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import type { DisplayFilters, DisplayFiltersPatch, DisplayProperties, ViewScope } from "../issue-display";
import type { IssueFilterKey, IssueFilters, IssueGroupBy } from "../issue-filters";
import { ISSUE_FILTER_KEYS } from "./issue-filters";

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
