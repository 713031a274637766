import { z } from "zod";
import { logoProps, uuid } from "./common";
import { issueDate } from "./issue";

/** Spec §3: a cycle's status is computed from its dates and today, never stored. */
export const CYCLE_STATUSES = ["current", "upcoming", "completed", "draft"] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

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

const cycleName = z.string().trim().min(1, "name is required").max(255, "name can be at most 255 characters");

const cycleFields = {
  name: cycleName,
  description: z.string().max(10_000, "description can be at most 10000 characters"),
  start_date: issueDate.nullable(),
  end_date: issueDate.nullable(),
  owned_by: uuid.nullable(),
  sort_order: z.number().finite(),
  logo_props: logoProps,
  view_props: z.record(z.string(), z.unknown()),
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
  start_date: issueDate,
  end_date: issueDate,
  cycle_id: uuid.optional(),
});
export type CycleDateCheckBody = z.infer<typeof cycleDateCheckBody>;

export const cycleIssuesBody = z.object({ issues: z.array(uuid).min(1, "issues: at least one issue is required").max(1000) });
export const transferCycleIssuesBody = z.object({ new_cycle_id: uuid });
export const favoriteCycleBody = z.object({ cycle: uuid });
export const cycleAnalyticsQuery = z.object({ type: z.enum(CYCLE_ANALYTICS_TYPES).default("issues") });
export const activeCyclesQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().optional(),
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

export type CycleFavorite = {
  id: string;
  entity_type: "cycle";
  entity_identifier: string;
  entity_data: { name: string };
  project_id: string;
  parent: string | null;
  is_folder: boolean;
  sequence: number;
  name: string | null;
  workspace: string;
  created_at: string;
};

export type CycleTransferResult = { transferred_issue_ids: string[]; cycle: Cycle; new_cycle: Cycle };
