import type { HistoryActivity, HistoryComment, IssueAttachment, ProjectMember, Reaction, User } from "@hangar/contracts";
import { buildUser, person } from "../../test/builders";
import { DEFAULT_INSTANCE, type StubHandler } from "../../test/fetch-stub";
import { makeProject } from "../project-settings/test-fixtures";

export const ISSUE = "/api/workspaces/acme/projects/p1/issues/i1/";
export const ATTACHMENTS = "/api/assets/v2/workspaces/acme/projects/p1/issues/i1/attachments/";

export const ME: User = buildUser({
  id: "u-alice",
  email: "alice@example.com",
  first_name: "Alice",
  last_name: "Doe",
  display_name: "Alice",
});

const BOB_DETAIL = { ...person("u-bob", "Bob", "Roe"), display_name: "Bob" };

export const MEMBERS: ProjectMember[] = [
  { id: "pm-bob", member: BOB_DETAIL, role: 15, project: "p1", workspace: "w1", created_at: "2025-01-01T00:00:00Z" },
];

export const actor = (id: "u-alice" | "u-bob") => ({
  id,
  display_name: id === "u-alice" ? "Alice" : "Bob",
  avatar: null,
});

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function makeActivity(overrides: Partial<HistoryActivity> & { id: string }): HistoryActivity {
  return {
    verb: "updated",
    field: null,
    old_value: null,
    new_value: null,
    old_identifier: null,
    new_identifier: null,
    comment: null,
    actor: "u-bob",
    actor_detail: actor("u-bob"),
    issue: "i1",
    project: "p1",
    workspace: "w1",
    created_at: minutesAgo(60),
    activity_type: "issue-property",
    ...overrides,
  };
}

export function makeComment(overrides: Partial<HistoryComment> & { id: string; actor: "u-alice" | "u-bob" }): HistoryComment {
  return {
    issue: "i1",
    project: "p1",
    workspace: "w1",
    comment_html: "<p>Looks good</p>",
    comment_stripped: "Looks good",
    access: "INTERNAL",
    actor_detail: actor(overrides.actor),
    edited_at: null,
    created_at: minutesAgo(30),
    updated_at: minutesAgo(30),
    created_by: overrides.actor,
    updated_by: overrides.actor,
    comment_reactions: [],
    activity_type: "issue-comment",
    ...overrides,
  };
}

export function makeReaction(id: string, reaction: string, actorId: "u-alice" | "u-bob", comment: string | null): Reaction {
  return {
    id,
    actor: actorId,
    actor_detail: actor(actorId),
    reaction,
    issue: comment ? null : "i1",
    comment,
    created_at: minutesAgo(1),
  };
}

export function makeAttachment(overrides: Partial<IssueAttachment> & { id: string; name: string }): IssueAttachment {
  const attributes = { name: overrides.name, size: overrides.size ?? 2048, type: overrides.type ?? "text/plain" };
  return {
    ...attributes,
    asset: `${ATTACHMENTS}${overrides.id}/`,
    attributes,
    issue_id: "i1",
    project_id: "p1",
    workspace_id: "w1",
    is_uploaded: true,
    created_at: minutesAgo(10),
    updated_at: minutesAgo(10),
    created_by: "u-alice",
    updated_by: "u-alice",
    ...overrides,
  };
}

/** The calls every section makes besides its own data: who is looking, the project and its members. */
export function viewerRoutes({ role = 15, fileSizeLimit = 5 * 1024 * 1024 } = {}): Record<string, StubHandler> {
  return {
    "GET /api/users/me/": { body: ME },
    "GET /api/workspaces/acme/projects/p1/": { body: makeProject({ id: "p1", member_role: role }) },
    "GET /api/workspaces/acme/projects/p1/members/": { body: MEMBERS },
    "GET /api/instances/": {
      body: { ...DEFAULT_INSTANCE, config: { ...DEFAULT_INSTANCE.config, file_size_limit: fileSizeLimit } },
    },
  };
}
