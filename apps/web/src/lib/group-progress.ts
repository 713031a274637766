import { CHART_COLORS, type GroupProgress, STATE_GROUP_META, STATE_GROUPS, type StateGroup } from "@hangar/contracts";

/** Spec §9 chart colors; cancelled has none there, so it takes its state group's red. */
export const PROGRESS_COLORS: Record<StateGroup, string> = { ...CHART_COLORS, cancelled: "#dc2626" };

export type ProgressRow = { group: StateGroup; label: string; color: string; issues: number; points: number };

/** One row per state group, in the spec's group order (cycle and module progress alike). */
export function progressRows(progress: GroupProgress): ProgressRow[] {
  return STATE_GROUPS.map((group) => ({
    group,
    label: STATE_GROUP_META[group].label,
    color: PROGRESS_COLORS[group],
    issues: progress[`${group}_issues`],
    points: progress[`${group}_estimate_points`],
  }));
}

/** Whole percent done; an empty cycle or module is 0 %, not NaN. */
export function percentDone(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

/** Points print as integers when whole, else with one decimal. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}
