import { z } from "zod";
import { calendarDate, jsonObject, logoProps, text, uuid } from "./common";
import type { EntityFavorite } from "./favorite";

/** Spec §3: a cycle's status is computed from its dates and today, never stored. */
export const CYCLE_STATUSES = ["current", "upcoming", "completed", "draft"] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

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

type SortableCycle = { id: string; name: string; status: CycleStatus; start_date: string | null; end_date: string | null };

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

/** Spec §9 analytics defaults. */
export const CYCLE_ANALYTICS_TYPES = ["issues", "points"] as const;
export type CycleAnalyticsType = (typeof CYCLE_ANALYTICS_TYPES)[number];
export const DEFAULT_PLOT_TYPE = "burndown";
export const DEFAULT_ESTIMATE_TYPE: CycleAnalyticsType = "issues";

const cycleName = text().trim().min(1, "name is required").max(255, "name can be at most 255 characters");

const cycleFields = {
  name: cycleName,
  description: text().max(10_000, "description can be at most 10000 characters"),
  start_date: calendarDate.nullable(),
  end_date: calendarDate.nullable(),
  owned_by: uuid.nullable(),
  sort_order: z.number().finite(),
  logo_props: logoProps,
  view_props: jsonObject,
};

export const createCycleBody = z
  .object({ ...cycleFields })
  .partial()
  .required({ name: true })
  .strict();
export const updateCycleBody = z.object(cycleFields).partial().strict();
export type CreateCycleBody = z.infer<typeof createCycleBody>;
export type UpdateCycleBody = z.infer<typeof updateCycleBody>;

export const cycleDateCheckBody = z.object({
  start_date: calendarDate,
  end_date: calendarDate,
  cycle_id: uuid.optional(),
});
export type CycleDateCheckBody = z.infer<typeof cycleDateCheckBody>;

export const cycleIssuesBody = z.object({ issues: z.array(uuid).min(1, "issues: at least one issue is required").max(1000) });
export const transferCycleIssuesBody = z.object({ new_cycle_id: uuid });
export const favoriteCycleBody = z.object({ cycle: uuid });
export const cycleAnalyticsQuery = z.object({ type: z.enum(CYCLE_ANALYTICS_TYPES).default("issues") });
export const activeCyclesQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  cursor: text().max(100).optional(),
});

/** Issue counts and estimate point totals per state group (points only count a project's active estimate). */
export type GroupProgress = {
  total_issues: number;
  backlog_issues: number;
  unstarted_issues: number;
  started_issues: number;
  completed_issues: number;
  cancelled_issues: number;
  total_estimate_points: number;
  backlog_estimate_points: number;
  unstarted_estimate_points: number;
  started_estimate_points: number;
  completed_estimate_points: number;
  cancelled_estimate_points: number;
};

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

export type AssigneeDistribution = {
  assignee_id: string | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
};
export type LabelDistribution = { label_id: string | null; label_name: string | null; color: string | null };
export type IssueTally = { total_issues: number; completed_issues: number; pending_issues: number };
export type PointTally = { total_estimates: number; completed_estimates: number; pending_estimates: number };

/** completion_chart maps each day of the cycle to what was still open at its end; days after today are null. */
export type CycleDistribution<T> = {
  assignees: (AssigneeDistribution & T)[];
  labels: (LabelDistribution & T)[];
  completion_chart: Record<string, number | null>;
};

/** distribution counts issues; estimate_distribution sums points and is filled only for type=points. */
export type CycleAnalytics = {
  distribution: CycleDistribution<IssueTally>;
  estimate_distribution: CycleDistribution<PointTally> | Record<string, never>;
};

/** Frozen when a cycle's unfinished issues are transferred; from then on it is the cycle's progress. */
export type CycleProgressSnapshot = GroupProgress & {
  distribution: CycleDistribution<IssueTally>;
  estimate_distribution: CycleDistribution<PointTally>;
};

export type Cycle = GroupProgress & {
  id: string;
  workspace_id: string;
  project_id: string;
  name: string;
  description: string;
  status: CycleStatus;
  start_date: string | null;
  end_date: string | null;
  owned_by_id: string | null;
  sort_order: number;
  archived_at: string | null;
  is_favorite: boolean;
  version: number;
  view_props: Record<string, unknown>;
  progress_snapshot: CycleProgressSnapshot | null;
  logo_props: Record<string, unknown>;
  external_source: string | null;
  external_id: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

export type ActiveCycle = Cycle & { project_detail: { id: string; name: string; identifier: string } };

export type CycleFavorite = EntityFavorite<"cycle", { name: string }>;

export type CycleTransferResult = { transferred_issue_ids: string[]; cycle: Cycle; new_cycle: Cycle };
