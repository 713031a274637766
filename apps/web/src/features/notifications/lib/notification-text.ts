import type { Notification } from "@hangar/contracts";

/** `WEB-12`: the issue's key as every screen shows it; "Page" for a page notification. */
export const issueKeyOf = (n: Notification) => (n.data.issue ? `${n.data.issue.identifier}-${n.data.issue.sequence_id}` : "Page");

/** What the row names: the issue's name, or the page's (untitled pages read "Untitled"). */
export const subjectOf = (n: Notification) => n.data.issue?.name ?? (n.data.page ? n.data.page.name || "Untitled" : n.title);

/** Who did it: the name they go by in the workspace when known, else their display name. */
export const actorName = (n: Notification, names?: ReadonlyMap<string, string>) =>
  (n.triggered_by ? names?.get(n.triggered_by) : undefined) ?? n.triggered_by_details?.display_name ?? "Someone";

const COMMENT_PREVIEW = 140;

/** A comment's text, one line and short enough for a row. */
export function commentPreview(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > COMMENT_PREVIEW ? `${line.slice(0, COMMENT_PREVIEW - 1)}…` : line;
}

/**
 * The kind of sentence a row tells, decided before the wording: a mention and a comment read their own
 * way; an assignment names the reader as "you"; every other change reads like the issue's activity.
 */
export type NotificationGist =
  | { kind: "mention"; comment: string | null }
  | { kind: "page-mention"; page: string }
  | { kind: "comment"; text: string }
  | { kind: "assigned-you" }
  | { kind: "activity" };

/** `myName`: the reader's display name, which an assignment activity names as the assignee added. */
export function gistOf(n: Notification, myName: string | null): NotificationGist {
  const activity = n.data.issue_activity;
  if (n.entity_name === "page" && n.data.page) return { kind: "page-mention", page: n.data.page.name || "Untitled" };
  if (n.is_mentioned_notification || n.sender === "mentioned") {
    return { kind: "mention", comment: activity.issue_comment ? commentPreview(activity.issue_comment) : null };
  }
  if (activity.field === "comment" || (activity.issue_comment && !activity.field)) {
    return { kind: "comment", text: commentPreview(activity.issue_comment ?? activity.new_value ?? "") };
  }
  if (activity.field === "assignees" && activity.new_value && activity.new_value === myName) {
    return { kind: "assigned-you" };
  }
  return { kind: "activity" };
}
