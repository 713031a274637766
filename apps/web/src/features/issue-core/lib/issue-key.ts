import { isTemporaryId } from "../../../lib/use-optimistic-mutation";

/**
 * The human key `IDENT-N`; a row still being created has no number yet. Without an identifier (a list
 * across projects names none) it reads `#N`, as the other layouts do.
 */
export function issueKey(identifier: string | undefined, issue: { id: string; sequence_id: number }): string {
  const prefix = identifier ? `${identifier}-` : "#";
  return isTemporaryId(issue.id) ? `${prefix}…` : `${prefix}${issue.sequence_id}`;
}

/**
 * The CSS width of a column of issue keys whose identifiers run to `identifierLength` characters, in
 * the keys' monospace font: the identifier, a dash and five digits (a project's first 99,999 issues), so
 * every key fits and the names after them line up.
 */
export const keyColumnWidth = (identifierLength: number) => `${identifierLength + 6}ch`;

/** Today as YYYY-MM-DD in the user's time zone, the form `isOverdue` compares with. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
