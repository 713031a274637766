/**
 * Live events (server → browser over the workspace WebSocket, `/api/workspaces/{slug}/events/live/`).
 * Server messages: {type:"event", event: LiveEvent} | {type:"ready", last_event_id} | {type:"resync"}.
 * A reconnecting client passes `?after=<last id it saw>` and gets what it missed, then "ready".
 */
export type LiveEvent = {
  id: number;
  workspace_id: string;
  project_id: string | null;
  entity_type: LiveEntityType;
  entity_id: string | null;
  action: "created" | "updated" | "deleted" | "archived" | "restored";
  actor_id: string | null;
  /** Conventions per entity_type are listed on LiveEntityType below. */
  payload: Record<string, unknown>;
  /** Set when only that user hears of the change (their drafts and what hangs off them, their private views); null otherwise. */
  recipient_id: string | null;
  created_at: string;
};

export type LiveEntityType =
  | "issue"
  | "issue_comment"
  | "issue_reaction"
  | "comment_reaction"
  | "issue_relation"
  | "issue_link"
  | "issue_attachment"
  | "issue_subscriber"
  | "workspace"
  | "project"
  | "project_member"
  | "workspace_member"
  | "state"
  | "label"
  | "cycle"
  | "module"
  | "estimate"
  | "view"
  | "draft_issue";

/**
 * Payload conventions (documentation for both sides):
 * - issue: {issue: Issue (no description_html unless it changed), changed: string[]}; deleted: {issue_id}
 * - issue_comment: {issue_id, comment}; deleted: {issue_id, comment_id}
 * - issue_reaction / comment_reaction: {issue_id, comment_id?, reaction: {id, actor, reaction}}
 * - issue_relation: {issue_id, related_issue_id, relation_type, related_issue}; heard only by those who may read both issues
 * - issue_link: {issue_id, link}; deleted: {issue_id, link_id}
 * - issue_attachment: {issue_id, attachment}; deleted: {issue_id, attachment_id}
 * - issue_subscriber: {issue_id, subscriber_id, subscribed}
 * - workspace: {workspace, changed}; deleted: {id}
 * - state: {state, changed?}; mark-default also {default_state_id, previous_default_state_id}; deleted: {id}
 * - label: {label, changed?, reordered?: [{id, sort_order}]}; deleted: {id, children}
 * - cycle: {cycle, changed}; module: {module, changed}; estimate: {estimate, changed?, archived_estimate_ids?}; deleted: {id}
 * - view: {view: IssueView (is_favorite false), changed}; deleted: {id}. A private view's events reach its owner only;
 *   when a view turns private everyone else hears {id, access: 1, changed: ["access"]} (drop it)
 * - draft_issue: {} (deleted when published: {published: true}); only its author hears of it
 * - project / project_member / workspace_member / state / label: {project?, member?, state?, label?} or {id} when deleted
 */
