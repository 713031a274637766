import type { Notification } from "@hangar/contracts";

/**
 * One notification as a mail says it: who did what, in plain words, and the text they wrote when it was
 * a comment or a mention (in a page: the text around it). Values are the activity's own (names of states, labels and people as they were
 * then), so the mail reads right even if they were renamed since.
 */
export type ChangeLine = { actor: string; action: string; quote: string | null };

type Described = { is_mentioned_notification: boolean; data: Notification["data"]; triggered_by_name: string | null };

/** Fields whose values are ids or markup: the mail names the change, not the values. */
const VALUELESS = new Set(["estimate_point", "description"]);
/** Fields that hold several values, each added or removed on its own. */
const MANY: Record<string, string> = { assignees: "assignee", labels: "label", sub_issue: "sub-issue", link: "link" };

const QUOTE_LIMIT = 2000;

const fieldLabel = (field: string) => field.replace(/_/g, " ");

function quoteOf(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return trimmed.length > QUOTE_LIMIT ? `${trimmed.slice(0, QUOTE_LIMIT)}…` : trimmed;
}

function actionOf(activity: Notification["data"]["issue_activity"]): string {
  const { field, verb, old_value: before, new_value: after } = activity;
  if (!field) return verb === "created" ? "created the issue" : `${verb} the issue`;
  if (field === "comment") return verb === "updated" ? "edited a comment" : "commented";
  const many = MANY[field];
  if (many) {
    if (after && !before) return `added ${many} ${after}`;
    if (before && !after) return `removed ${many} ${before}`;
  }
  const label = fieldLabel(field);
  if (VALUELESS.has(field)) return `changed the ${label}`;
  if (before && after) return `changed the ${label} from ${before} to ${after}`;
  if (after) return `set the ${label} to ${after}`;
  if (before) return `removed the ${label} ${before}`;
  return `changed the ${label}`;
}

export function changeLineOf(notification: Described): ChangeLine {
  const activity = notification.data.issue_activity;
  const actor = notification.triggered_by_name ?? "Someone";
  if (notification.is_mentioned_notification) {
    // In a comment, its text; in a page, the text around the mention (kept when it was written).
    return { actor, action: "mentioned you", quote: quoteOf(activity.issue_comment ?? notification.data.page?.excerpt) };
  }
  return { actor, action: actionOf(activity), quote: quoteOf(activity.issue_comment) };
}
