import {
  type Estimate,
  emptyGroupProgress,
  type GroupProgress,
  type Issue,
  NUMERIC_POINT_RE,
  type State,
} from "@hangar/contracts";

/**
 * The module's progress from its issues as this tab knows them, counted like the server does: issues per
 * state group, and the project's active estimate summed per group (a points value is its number, a
 * category counts as its key).
 */
export function progressOfIssues(
  issues: readonly Issue[],
  states: readonly State[],
  estimate: Estimate | undefined,
): GroupProgress {
  const groupOf = new Map(states.map((s) => [s.id, s.group]));
  const pointValue = new Map<string, number>();
  for (const point of estimate?.points ?? []) {
    if (estimate?.type !== "points") pointValue.set(point.id, point.key);
    else if (NUMERIC_POINT_RE.test(point.value)) pointValue.set(point.id, Number(point.value));
  }
  const progress = emptyGroupProgress();
  for (const issue of issues) {
    const group = issue.state_id ? groupOf.get(issue.state_id) : undefined;
    const points = issue.estimate_point ? (pointValue.get(issue.estimate_point) ?? 0) : 0;
    progress.total_issues += 1;
    progress.total_estimate_points += points;
    if (!group) continue;
    progress[`${group}_issues`] += 1;
    progress[`${group}_estimate_points`] += points;
  }
  return progress;
}
