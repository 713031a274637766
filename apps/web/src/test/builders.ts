import type { Issue, IssuePage, Label, ProjectMember, State, User } from "@hangar/contracts";
import { blankIssue } from "../features/issue-core/lib/new-issue";

/**
 * The one set of test builders for contract rows: each feature's fixtures name their own ids and
 * values and take the rest from here, so a field added to a contract is added once.
 */
export const STAMP = "2025-01-01T00:00:00Z";

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A project issue in p1 with every field empty or zero; `fields` names what the test cares about. */
export function buildIssue(fields: Partial<Issue> & Pick<Issue, "id" | "name">): Issue {
  return blankIssue({
    sequence_id: 1,
    sort_order: 10000,
    project_id: "p1",
    workspace_id: "w1",
    created_at: STAMP,
    updated_at: STAMP,
    ...fields,
  });
}

export function buildState(fields: Partial<State> & Pick<State, "id" | "name" | "group">): State {
  return {
    color: "#3f76ff",
    sequence: 65535,
    default: fields.group === "backlog",
    description: "",
    project_id: "p1",
    workspace_id: "w1",
    created_at: STAMP,
    updated_at: STAMP,
    created_by: null,
    updated_by: null,
    ...fields,
  };
}

export function buildLabel(fields: Partial<Label> & Pick<Label, "id" | "name" | "color">): Label {
  return {
    parent: null,
    project_id: "p1",
    workspace_id: "w1",
    description: "",
    sort_order: 1,
    created_at: STAMP,
    updated_at: STAMP,
    created_by: null,
    updated_by: null,
    ...fields,
  };
}

/** A member's user detail as member lists carry it: display name and email from the first name. */
export function person(id: string, first: string, last: string, joining_date = STAMP): ProjectMember["member"] {
  return {
    id,
    first_name: first,
    last_name: last,
    display_name: first.toLowerCase(),
    email: `${first.toLowerCase()}@example.com`,
    avatar: null,
    avatar_url: null,
    is_bot: false,
    joining_date,
  };
}

export function projectMember(id: string, member: ProjectMember["member"], role: number, project = "p1"): ProjectMember {
  return { id, member, role, project, workspace: "w1", created_at: STAMP };
}

/** The signed-in user as GET /api/users/me/ answers. */
export function buildUser(
  fields: Partial<User> & Pick<User, "id" | "email" | "first_name" | "last_name" | "display_name">,
): User {
  return {
    avatar: null,
    avatar_url: null,
    is_active: true,
    is_bot: false,
    is_password_autoset: false,
    is_email_verified: true,
    date_joined: STAMP,
    last_login_at: null,
    ...fields,
  };
}

/** The usual signed-in user of the tests: Ada Lovelace, u1. */
export const ADA: User = buildUser({
  id: "u1",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  display_name: "ada",
});

/** One ungrouped page holding `results`, with no further pages. */
export function issuePage(results: Issue[]): IssuePage {
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
