import {
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  type DisplayFilters,
  defaultDisplayFilters,
  type GroupedIssuePage,
  type Issue,
  type IssueGroupBy,
  type IssuePage,
  type Label,
  type ProjectMember,
  type State,
  type UserProperties,
} from "@hangar/contracts";
import { useIssueStore } from "./store/issue-store";

export const SLUG = "acme";
export const PROJECT_ID = "p1";
export const BASE = `/api/workspaces/${SLUG}/projects/${PROJECT_ID}/`;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function makeState(id: string, name: string, group: State["group"], sequence = 65535): State {
  return {
    id,
    name,
    group,
    color: "#3f76ff",
    sequence,
    default: group === "backlog",
    description: "",
    project_id: PROJECT_ID,
    workspace_id: "w1",
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    created_by: null,
    updated_by: null,
  };
}

/** Listed out of order on purpose: the page must sort them into the spec's group order. */
export const STATES: State[] = [
  makeState(uuid(903), "Done", "completed"),
  makeState(uuid(902), "In Progress", "started"),
  makeState(uuid(901), "Backlog", "backlog"),
  makeState(uuid(905), "Cancelled", "cancelled"),
  makeState(uuid(904), "Todo", "unstarted"),
];
export const stateId = (name: string) => STATES.find((s) => s.name === name)?.id ?? "";

export function makeIssue(n: number, overrides: Partial<Issue> = {}): Issue {
  return {
    id: uuid(n),
    name: `Issue ${n}`,
    sequence_id: n,
    sort_order: n * 10000,
    state_id: stateId("Backlog"),
    priority: "none",
    estimate_point: null,
    label_ids: [],
    assignee_ids: [],
    module_ids: [],
    cycle_id: null,
    parent_id: null,
    project_id: PROJECT_ID,
    workspace_id: "w1",
    type_id: null,
    sub_issues_count: 0,
    link_count: 0,
    attachment_count: 0,
    start_date: null,
    target_date: null,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    completed_at: null,
    archived_at: null,
    created_by: "u1",
    updated_by: "u1",
    is_draft: false,
    is_epic: false,
    ...overrides,
  };
}

export function page(results: Issue[]): IssuePage {
  return {
    results,
    next_cursor: "1000:1:0",
    prev_cursor: "1000:-1:1",
    next_page_results: false,
    prev_page_results: false,
    count: results.length,
    total_count: results.length,
    total_pages: 1,
    total_results: results.length,
    grouped_by: null,
    sub_grouped_by: null,
    extra_stats: null,
  };
}

export const MEMBER_ID = uuid(701);
export const MEMBERS: ProjectMember[] = [
  {
    id: "pm1",
    role: 20,
    project: PROJECT_ID,
    workspace: "w1",
    created_at: "2025-01-01T00:00:00Z",
    member: {
      id: MEMBER_ID,
      first_name: "Grace",
      last_name: "Hopper",
      display_name: "grace",
      email: "grace@example.com",
      avatar: null,
      avatar_url: null,
      is_bot: false,
      joining_date: "2025-01-01T00:00:00Z",
    },
  },
];

export const LABEL_ID = uuid(801);
export const LABELS: Label[] = [
  {
    id: LABEL_ID,
    name: "Bug",
    color: "#ef4444",
    parent: null,
    project_id: PROJECT_ID,
    workspace_id: "w1",
    description: "",
    sort_order: 1,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    created_by: null,
    updated_by: null,
  },
];

export function resetIssueStore() {
  useIssueStore.setState({ issuesById: {}, createdIds: [] });
}

/** jsdom has no layout: give the virtualized list's scroll box a height so rows render. */
export function giveListAHeight() {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 800 });
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, "clientHeight", descriptor);
  };
}

/**
 * A grouped page as the server sends it: `keyOf` names each issue's groups, `totals` overrides a
 * group's total_results (to say the server has more than this page).
 */
export function groupedPage(
  issues: Issue[],
  groupBy: IssueGroupBy = "state_id",
  totals: Record<string, number> = {},
  keyOf: (issue: Issue) => string[] = (issue) => [issue.state_id ?? "None"],
): GroupedIssuePage {
  const results: GroupedIssuePage["results"] = {};
  for (const issue of issues) {
    for (const key of keyOf(issue)) {
      results[key] ??= { results: [], total_results: 0 };
      results[key].results.push(issue);
      results[key].total_results += 1;
    }
  }
  for (const [key, total] of Object.entries(totals)) {
    results[key] ??= { results: [], total_results: 0 };
    results[key].total_results = total;
  }
  return { ...page([]), results, grouped_by: groupBy, total_results: issues.length, total_count: issues.length };
}

/** Stored preferences as GET user-properties/ answers, over the spec's defaults. */
export function userProperties(
  display: Partial<DisplayFilters> = {},
  filters: Partial<UserProperties["filters"]> = {},
): UserProperties {
  return {
    user: "u1",
    workspace: "w1",
    project: PROJECT_ID,
    cycle: null,
    module: null,
    filters: { ...DEFAULT_ISSUE_FILTERS, ...filters },
    display_filters: { ...defaultDisplayFilters("project"), ...display },
    display_properties: { ...DEFAULT_DISPLAY_PROPERTIES },
  };
}
