import {
  CHART_COLORS,
  type Estimate,
  type GroupProgress,
  type Issue,
  NUMERIC_POINT_RE,
  STATE_GROUP_META,
  STATE_GROUPS,
  type State,
  type StateGroup,
} from "@hangar/contracts";

/** Spec §9 chart colors; cancelled has none there, so it takes its state group's red. */
export const PROGRESS_COLORS: Record<StateGroup, string> = { ...CHART_COLORS, cancelled: "#dc2626" };

export type ProgressRow = { group: StateGroup; label: string; color: string; issues: number; points: number };

/** One row per state group, in the spec's group order. */
export function progressRows(progress: GroupProgress): ProgressRow[] {
  return STATE_GROUPS.map((group) => ({
    group,
    label: STATE_GROUP_META[group].label,
    color: PROGRESS_COLORS[group],
    issues: progress[`${group}_issues`],
    points: progress[`${group}_estimate_points`],
  }));
}

/** Whole percent done; an empty module is 0 %, not NaN. */
export function percentDone(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

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
  const progress = {
    total_issues: 0,
    total_estimate_points: 0,
    ...Object.fromEntries(
      STATE_GROUPS.flatMap((g) => [
        [`${g}_issues`, 0],
        [`${g}_estimate_points`, 0],
      ]),
    ),
  } as GroupProgress;
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
