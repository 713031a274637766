import { CHART_COLORS, type GroupProgress, STATE_GROUP_META, STATE_GROUPS, type StateGroup } from "@hangar/contracts";

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

/** Whole percent done; an empty cycle is 0 %, not NaN. */
export function percentDone(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

/** Issues neither completed nor cancelled: what a transfer would carry over. */
export function unfinishedIssues(progress: GroupProgress): number {
  return progress.total_issues - progress.completed_issues - progress.cancelled_issues;
}

/** Points print as integers when whole, else with one decimal. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}
