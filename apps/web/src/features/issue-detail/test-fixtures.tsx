import type { IssueDetail, ProjectMember, State, User } from "@hangar/contracts";
import { Toaster } from "sonner";
import { ADA, buildIssue, buildState, person, projectMember } from "../../test/builders";
import { type StubHandler, stubFetch } from "../../test/fetch-stub";
import { renderWithApp } from "../../test/render";
import { useIssueStore } from "../issue-core";
import { makeProject } from "../project-settings/test-fixtures";
import { IssueDetailPage } from "./components/issue-detail-page";
import { IssuePeekOverview } from "./components/issue-peek-overview";

export const P = "/api/workspaces/acme/projects/p1/";
export const ISSUE = `${P}issues/i1/`;

export const ME: User = ADA;

const state = (id: string, name: string, group: State["group"], color: string) => buildState({ id, name, group, color });

export const STATES = [
  state("s1", "Backlog", "backlog", "#d9d9d9"),
  state("s2", "Todo", "unstarted", "#3f76ff"),
  state("s3", "In Progress", "started", "#f59e0b"),
  state("s4", "Done", "completed", "#16a34a"),
  state("s5", "Cancelled", "cancelled", "#dc2626"),
];

export const MEMBERS: ProjectMember[] = [projectMember("pm-bob", person("u2", "Bob", "Roe"), 15)];

export function makeIssue(overrides: Partial<IssueDetail> = {}): IssueDetail {
  return {
    ...buildIssue({
      id: "i1",
      name: "Fix the login page",
      sequence_id: 7,
      state_id: "s2",
      priority: "medium",
      created_at: "2025-03-01T10:00:00Z",
      updated_at: "2025-03-02T10:00:00Z",
      created_by: "u1",
      updated_by: "u1",
    }),
    description_html: "<p>It breaks on Safari.</p>",
    is_subscribed: true,
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
