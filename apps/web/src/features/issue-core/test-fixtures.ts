import {
  compareStates,
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  type DisplayFilters,
  defaultDisplayFilters,
  type GroupedIssuePage,
  type Issue,
  type IssueGroupBy,
  type Label,
  type ProjectMember,
  type State,
  type UserProperties,
} from "@hangar/contracts";
import { buildIssue, buildLabel, buildState, issuePage, person, projectMember, uuid } from "../../test/builders";
import type { StubHandler } from "../../test/fetch-stub";
import { makeProject } from "../project-settings/test-fixtures";
import { emptyLookups, type IssueLookups } from "./lib/lookups";
import { useIssueStore } from "./store/issue-store";

export const SLUG = "acme";
export const PROJECT_ID = "p1";
export const BASE = `/api/workspaces/${SLUG}/projects/${PROJECT_ID}/`;

export function makeState(id: string, name: string, group: State["group"], sequence = 65535): State {
  return buildState({ id, name, group, sequence, project_id: PROJECT_ID });
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
  return buildIssue({
    id: uuid(n),
    name: `Issue ${n}`,
    sequence_id: n,
    sort_order: n * 10000,
    state_id: stateId("Backlog"),
    project_id: PROJECT_ID,
    created_by: "u1",
    updated_by: "u1",
    ...overrides,
  });
}

export const page = issuePage;

export const MEMBER_ID = uuid(701);
export const MEMBERS: ProjectMember[] = [projectMember("pm1", person(MEMBER_ID, "Grace", "Hopper"), 20, PROJECT_ID)];

export const LABEL_ID = uuid(801);
export const LABELS: Label[] = [buildLabel({ id: LABEL_ID, name: "Bug", color: "#ef4444", project_id: PROJECT_ID })];

/** Lookups naming the fixture states (in the spec's order) and labels. */
export const FIXTURE_LOOKUPS: IssueLookups = {
  ...emptyLookups(PROJECT_ID),
  states: [...STATES].sort(compareStates),
  statesById: new Map(STATES.map((s) => [s.id, s])),
  labels: LABELS,
  labelsById: new Map(LABELS.map((l) => [l.id, l])),
};

export function resetIssueStore() {
  useIssueStore.setState({ issuesById: {}, createdIds: [] });
}

/** An empty store holding just `issues`. */
export function seedIssueStore(...issues: Issue[]) {
  resetIssueStore();
  useIssueStore.getState().upsertIssues(issues);
}

export const storedIssue = (id: string) => useIssueStore.getState().issuesById[id];

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

const ME_BRIEF = { id: "u1", email: "ada@example.com", display_name: "ada", first_name: "Ada", last_name: "" };

/** What a project issue screen loads besides its issues and preferences: the user, project p1 and its lookups. */
export function projectScreenRoutes(): Record<string, StubHandler> {
  return {
    "GET /api/users/me/": { body: ME_BRIEF },
    [`GET ${BASE}`]: { body: makeProject({ id: "p1", name: "Website", identifier: "WEB" }) },
    [`GET ${BASE}states/`]: { body: STATES },
    [`GET ${BASE}issue-labels/`]: { body: LABELS },
    [`GET ${BASE}members/`]: { body: MEMBERS },
    [`GET ${BASE}cycles/`]: { body: [] },
    [`GET ${BASE}modules/`]: { body: [] },
    [`GET ${BASE}estimates/`]: { body: [] },
  };
}

export const WORKSPACE = `/api/workspaces/${SLUG}/`;

/**
 * What a list across the workspace loads besides its issues: the user, projects Website (p1) and API (p2),
 * the given states and estimates, and preferences showing `display`.
 */
export function workspaceScreenRoutes(states: State[], display: Partial<DisplayFilters> = {}, estimates: unknown[] = []) {
  const W = WORKSPACE;
  return {
    "GET /api/users/me/": { body: ME_BRIEF },
    [`GET ${W}members/`]: { body: [] },
    [`GET ${W}projects/`]: {
      body: [
        makeProject({ id: "p1", name: "Website", identifier: "WEB", member_role: 15 }),
        makeProject({ id: "p2", name: "API", identifier: "API", member_role: 15 }),
      ],
    },
    [`GET ${W}states/`]: { body: states },
    [`GET ${W}labels/`]: { body: [] },
    [`GET ${W}cycles/`]: { body: [] },
    [`GET ${W}modules/`]: { body: [] },
    [`GET ${W}estimates/`]: { body: estimates },
    [`GET ${W}user-properties/`]: {
      body: {
        filters: DEFAULT_ISSUE_FILTERS,
        display_filters: { ...defaultDisplayFilters("workspace"), ...display },
        display_properties: DEFAULT_DISPLAY_PROPERTIES,
      },
    },
  } satisfies Record<string, StubHandler>;
}

/**
 * A stand-in for `search-issues/` over `issues()` (read at each call, so a test can change them): matches
 * the name or the key `identifier-N` in any case, newest first, and leaves out what the query's rule does
 * (issue_id itself, module / cycle members, the issue's parent and children for parent / sub_issue).
 */
export function searchIssuesStub(issues: () => Issue[], identifier = "WEB"): StubHandler {
  return ({ query }) => {
    const q = (query.get("search") ?? "").toLowerCase();
    const self = query.get("issue_id");
    const module = query.get("module");
    const cycle = query.get("cycle");
    const me = issues().find((i) => i.id === self);
    const hits = issues()
      .filter((i) => !q || `${identifier}-${i.sequence_id} ${i.name}`.toLowerCase().includes(q))
      .filter((i) => i.id !== self && !i.is_draft && !i.archived_at)
      .filter((i) => !module || !i.module_ids.includes(module))
      .filter((i) => !cycle || i.cycle_id !== cycle)
      .filter((i) => query.get("parent") !== "true" || (i.parent_id !== self && i.id !== me?.parent_id))
      .filter((i) => query.get("sub_issue") !== "true" || (i.parent_id !== self && i.id !== me?.parent_id))
      .sort((a, b) => b.sequence_id - a.sequence_id)
      .map((i) => ({
        id: i.id,
        name: i.name,
        sequence_id: i.sequence_id,
        project_id: i.project_id,
        project_identifier: identifier,
        state_id: i.state_id,
        state_name: null,
        state_group: null,
        state_color: null,
        priority: i.priority,
        parent_id: i.parent_id,
        is_epic: i.is_epic,
      }));
    return { body: hits };
  };
}
