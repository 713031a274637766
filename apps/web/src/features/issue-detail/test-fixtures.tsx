import type { IssueDetail, ProjectMember, State, User } from "@hangar/contracts";
import { Toaster } from "sonner";
import { type StubHandler, stubFetch } from "../../test/fetch-stub";
import { renderWithApp } from "../../test/render";
import { useIssueStore } from "../issue-core";
import { makeProject } from "../project-settings/test-fixtures";
import { IssueDetailPage } from "./components/issue-detail-page";
import { IssuePeekOverview } from "./components/issue-peek-overview";

export const P = "/api/workspaces/acme/projects/p1/";
export const ISSUE = `${P}issues/i1/`;

export const ME: User = {
  id: "u1",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  display_name: "ada",
  avatar: null,
  avatar_url: null,
  is_active: true,
  is_bot: false,
  is_password_autoset: false,
  is_email_verified: true,
  date_joined: "2025-01-01T00:00:00Z",
  last_login_at: null,
};

const state = (id: string, name: string, group: State["group"], color: string): State => ({
  id,
  name,
  group,
  color,
  sequence: 65535,
  default: group === "backlog",
  description: "",
  project_id: "p1",
  workspace_id: "w1",
  created_at: "2025-01-01T00:00:00Z",
  updated_at: "2025-01-01T00:00:00Z",
  created_by: null,
  updated_by: null,
});

export const STATES = [
  state("s1", "Backlog", "backlog", "#d9d9d9"),
  state("s2", "Todo", "unstarted", "#3f76ff"),
  state("s3", "In Progress", "started", "#f59e0b"),
  state("s4", "Done", "completed", "#16a34a"),
  state("s5", "Cancelled", "cancelled", "#dc2626"),
];

export const MEMBERS: ProjectMember[] = [
  {
    id: "pm-bob",
    member: {
      id: "u2",
      first_name: "Bob",
      last_name: "Roe",
      display_name: "bob",
      email: "bob@example.com",
      avatar: null,
      avatar_url: null,
      is_bot: false,
      joining_date: "2025-01-01T00:00:00Z",
    },
    role: 15,
    project: "p1",
    workspace: "w1",
    created_at: "2025-01-01T00:00:00Z",
  },
];

export function makeIssue(overrides: Partial<IssueDetail> = {}): IssueDetail {
  return {
    id: "i1",
    name: "Fix the login page",
    description_html: "<p>It breaks on Safari.</p>",
    sequence_id: 7,
    sort_order: 10000,
    state_id: "s2",
    priority: "medium",
    estimate_point: null,
    label_ids: [],
    assignee_ids: [],
    module_ids: [],
    cycle_id: null,
    parent_id: null,
    project_id: "p1",
    workspace_id: "w1",
    type_id: null,
    sub_issues_count: 0,
    link_count: 0,
    attachment_count: 0,
    start_date: null,
    target_date: null,
    created_at: "2025-03-01T10:00:00Z",
    updated_at: "2025-03-02T10:00:00Z",
    completed_at: null,
    archived_at: null,
    created_by: "u1",
    updated_by: "u1",
    is_draft: false,
    is_subscribed: true,
    is_epic: false,
    parent: null,
    ...overrides,
  };
}

export const EMPTY_DISTRIBUTION = { backlog: 0, unstarted: 0, started: 0, completed: 0, cancelled: 0 };
export const EMPTY_RELATIONS = {
  blocked_by: [],
  blocking: [],
  relates_to: [],
  duplicate: [],
  start_before: [],
  start_after: [],
  finish_before: [],
  finish_after: [],
};

/** Everything the detail view loads, for a project Admin unless `role` says otherwise. */
export function detailRoutes(overrides: Record<string, StubHandler> = {}, { role = 20, issue = makeIssue() } = {}) {
  useIssueStore.setState({ issuesById: {} });
  return {
    "GET /api/users/me/": { body: ME },
    [`GET ${P}`]: { body: makeProject({ id: "p1", name: "Website", identifier: "WEB", member_role: role }) },
    [`GET ${P}states/`]: { body: STATES },
    [`GET ${P}issue-labels/`]: { body: [] },
    [`GET ${P}members/`]: { body: MEMBERS },
    "GET /api/workspaces/acme/members/": { body: [] },
    [`GET ${ISSUE}`]: { body: issue },
    [`GET ${ISSUE}sub-issues/`]: { body: { sub_issues: [], state_distribution: EMPTY_DISTRIBUTION } },
    [`GET ${ISSUE}issue-relation/`]: { body: EMPTY_RELATIONS },
    [`GET ${ISSUE}issue-links/`]: { body: [] },
    [`GET ${ISSUE}subscribe/`]: { body: { subscribed: true } },
    [`GET ${ISSUE}history/`]: { body: [] },
    [`GET ${ISSUE}reactions/`]: { body: [] },
    "GET /api/assets/v2/workspaces/acme/projects/p1/issues/i1/attachments/": { body: [] },
    ...overrides,
  };
}

export function stubDetail(overrides: Record<string, StubHandler> = {}, options: { role?: number; issue?: IssueDetail } = {}) {
  return stubFetch(detailRoutes(overrides, options));
}

/** The full issue page at /acme/projects/p1/issues/i1. */
export function renderIssuePage() {
  return renderWithApp(
    <>
      <IssueDetailPage />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/issues/i1", path: "/:workspaceSlug/projects/:projectId/issues/:issueId" },
  );
}

/** The list route with the peek over it. */
export function renderPeek(search = "?peekId=i1") {
  return renderWithApp(
    <>
      <p>Issue list</p>
      <IssuePeekOverview />
      <Toaster />
    </>,
    { route: `/acme/projects/p1/issues${search}`, path: "/:workspaceSlug/projects/:projectId/issues" },
  );
}
