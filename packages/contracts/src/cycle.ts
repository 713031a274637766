import { z } from "zod";
import { calendarDate, jsonObject, logoProps, text, uuid } from "./common";
import { entityFavoriteSchema } from "./favorite";

export { CHART_COLORS, calendarDays, compareCycles, cycleStatus, emptyGroupProgress, utcToday } from "./domain/cycle";

/** Spec §3: a cycle's status is computed from its dates and today, never stored. */
export const CYCLE_STATUSES = ["current", "upcoming", "completed", "draft"] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

export type SortableCycle = { id: string; name: string; status: CycleStatus; start_date: string | null; end_date: string | null };

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
export const groupProgressSchema = z.object({
  total_issues: z.number(),
  backlog_issues: z.number(),
  unstarted_issues: z.number(),
  started_issues: z.number(),
  completed_issues: z.number(),
  cancelled_issues: z.number(),
  total_estimate_points: z.number(),
  backlog_estimate_points: z.number(),
  unstarted_estimate_points: z.number(),
  started_estimate_points: z.number(),
  completed_estimate_points: z.number(),
  cancelled_estimate_points: z.number(),
});
export type GroupProgress = z.infer<typeof groupProgressSchema>;

const assigneeDistribution = z.object({
  assignee_id: z.string().nullable(),
  display_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
});
const labelDistribution = z.object({
  label_id: z.string().nullable(),
  label_name: z.string().nullable(),
  color: z.string().nullable(),
});
const issueTally = { total_issues: z.number(), completed_issues: z.number(), pending_issues: z.number() };
const pointTally = { total_estimates: z.number(), completed_estimates: z.number(), pending_estimates: z.number() };
export type AssigneeDistribution = z.infer<typeof assigneeDistribution>;
export type LabelDistribution = z.infer<typeof labelDistribution>;
export type IssueTally = { total_issues: number; completed_issues: number; pending_issues: number };
export type PointTally = { total_estimates: number; completed_estimates: number; pending_estimates: number };

/** completion_chart maps each day of the cycle to what was still open at its end; days after today are null. */
const cycleDistribution = <T extends z.ZodRawShape>(tally: T) =>
  z.object({
    assignees: z.array(assigneeDistribution.extend(tally)),
    labels: z.array(labelDistribution.extend(tally)),
    completion_chart: z.record(z.string(), z.number().nullable()),
  });
export type CycleDistribution<T> = {
  assignees: (AssigneeDistribution & T)[];
  labels: (LabelDistribution & T)[];
  completion_chart: Record<string, number | null>;
};

/** distribution counts issues; estimate_distribution sums points and is filled only for type=points. */
export const cycleAnalyticsSchema = z.object({
  distribution: cycleDistribution(issueTally),
  estimate_distribution: z.union([cycleDistribution(pointTally), z.object({}).strict()]),
});
export type CycleAnalytics = {
  distribution: CycleDistribution<IssueTally>;
  estimate_distribution: CycleDistribution<PointTally> | Record<string, never>;
};

/** Frozen when a cycle's unfinished issues are transferred; from then on it is the cycle's progress. */
export const cycleProgressSnapshotSchema = groupProgressSchema.extend({
  distribution: cycleDistribution(issueTally),
  estimate_distribution: cycleDistribution(pointTally),
});
export type CycleProgressSnapshot = z.infer<typeof cycleProgressSnapshotSchema>;

export const cycleSchema = groupProgressSchema.extend({
  id: z.string(),
  workspace_id: z.string(),
  project_id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(CYCLE_STATUSES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  owned_by_id: z.string().nullable(),
  sort_order: z.number(),
  archived_at: z.string().nullable(),
  is_favorite: z.boolean(),
  version: z.number(),
  view_props: z.record(z.string(), z.unknown()),
  progress_snapshot: cycleProgressSnapshotSchema.nullable(),
  logo_props: z.record(z.string(), z.unknown()),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Cycle = z.infer<typeof cycleSchema>;

export const activeCycleSchema = cycleSchema.extend({
  project_detail: z.object({ id: z.string(), name: z.string(), identifier: z.string() }),
});
export type ActiveCycle = z.infer<typeof activeCycleSchema>;

export const cycleFavoriteSchema = entityFavoriteSchema("cycle", z.object({ name: z.string() }));
export type CycleFavorite = z.infer<typeof cycleFavoriteSchema>;

export const cycleTransferResultSchema = z.object({
  transferred_issue_ids: z.array(z.string()),
  cycle: cycleSchema,
  new_cycle: cycleSchema,
});
export type CycleTransferResult = z.infer<typeof cycleTransferResultSchema>;
