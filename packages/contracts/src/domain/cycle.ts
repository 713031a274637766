/**
 * The cycle contract's values and rules without its zod schemas, so the browser can load them alone
 * (../cycle.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import type { CycleStatus, GroupProgress, SortableCycle } from "../cycle";

/** Today as YYYY-MM-DD in UTC: cycle dates are calendar days and the server decides their status in UTC. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** Spec §3/§4: a draft has no dates; completed once the end date is past; current while today is inside. */
export function cycleStatus(start: string | null, end: string | null, today = utcToday()): CycleStatus {
  if (!start || !end) return "draft";
  if (end < today) return "completed";
  if (start > today) return "upcoming";
  return "current";
}

const STATUS_RANK: Record<CycleStatus, number> = { current: 0, upcoming: 1, draft: 2, completed: 3 };

/** Spec §4: current first, then upcoming by start date, then drafts by name; completed last, latest first. */
export function compareCycles(a: SortableCycle, b: SortableCycle): number {
  const rank = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (rank !== 0) return rank;
  if (a.status === "current" || a.status === "upcoming") {
    const byStart = (a.start_date ?? "").localeCompare(b.start_date ?? "");
    if (byStart !== 0) return byStart;
  }
  if (a.status === "completed") {
    const byEnd = (b.end_date ?? "").localeCompare(a.end_date ?? "");
    if (byEnd !== 0) return byEnd;
  }
  return a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);
}

/** Every day from start to end inclusive, as YYYY-MM-DD (UTC calendar days): a cycle's or module's days. */
export function calendarDays(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** Spec §9 chart colors for progress and burndown by state group. */
export const CHART_COLORS = {
  completed: "#16A34A",
  started: "#F59E0B",
  unstarted: "#3A3A3A",
  backlog: "#A3A3A3",
} as const;

/** Progress of something with no issues yet: every per-state-group count and point sum at zero. */
export const emptyGroupProgress = (): GroupProgress => ({
  total_issues: 0,
  backlog_issues: 0,
  unstarted_issues: 0,
  started_issues: 0,
  completed_issues: 0,
  cancelled_issues: 0,
  total_estimate_points: 0,
  backlog_estimate_points: 0,
  unstarted_estimate_points: 0,
  started_estimate_points: 0,
  completed_estimate_points: 0,
  cancelled_estimate_points: 0,
});
