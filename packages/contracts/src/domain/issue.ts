/**
 * The issue contract's values and rules without its zod schemas, so the browser can load them alone
 * (../issue.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import type { Priority } from "../issue";

export const PRIORITIES = ["urgent", "high", "medium", "low", "none"] as const;

/** Spec §3: none 0, low 1, medium 2, high 3, urgent 4 — "priority" sorts urgent first. */
export const PRIORITY_ORDER: Record<Priority, number> = { none: 0, low: 1, medium: 2, high: 3, urgent: 4 };

export const ISSUE_NAME_MAX = 255;

/** Overdue (spec §4): target date today or past, and the state is neither completed nor cancelled. */
export function isOverdue(targetDate: string | null, stateGroup: string | null | undefined, today: string): boolean {
  if (!targetDate) return false;
  if (stateGroup === "completed" || stateGroup === "cancelled") return false;
  return targetDate <= today;
}

export const ISSUE_EXPANDS = ["issue_reactions", "issue_attachments", "issue_link", "parent"] as const;
