import { isTemporaryId } from "../../../lib/use-optimistic-mutation";

/**
 * The human key `IDENT-N`; a row still being created has no number yet. Without an identifier (a list
 * across projects names none) it reads `#N`, as the other layouts do.
 */
export function issueKey(identifier: string | undefined, issue: { id: string; sequence_id: number }): string {
  const prefix = identifier ? `${identifier}-` : "#";
  return isTemporaryId(issue.id) ? `${prefix}…` : `${prefix}${issue.sequence_id}`;
}

/** Today as YYYY-MM-DD in the user's time zone, the form `isOverdue` compares with. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
