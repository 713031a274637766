import type { Issue, State } from "@hangar/contracts";

export type DistributionRow = { id: string | null; completed: number; total: number };

/**
 * Per assignee (or label): how many of the module's issues they hold and how many of those are done.
 * An issue counts once for each of its assignees; one with none counts under `null` ("No assignee").
 * Rows go by most issues first.
 */
export function distributionBy(
  issues: readonly Issue[],
  states: readonly State[],
  field: "assignee_ids" | "label_ids",
): DistributionRow[] {
  const completed = new Set(states.filter((s) => s.group === "completed").map((s) => s.id));
  const rows = new Map<string | null, DistributionRow>();
  for (const issue of issues) {
    const ids = issue[field].length > 0 ? issue[field] : [null];
    const done = issue.state_id !== null && completed.has(issue.state_id);
    for (const id of ids) {
      const row = rows.get(id) ?? { id, completed: 0, total: 0 };
      row.total += 1;
      if (done) row.completed += 1;
      rows.set(id, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || (a.id === null ? 1 : b.id === null ? -1 : 0));
}
