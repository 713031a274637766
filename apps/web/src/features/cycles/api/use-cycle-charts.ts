import type { Cycle, CycleAnalytics, CycleAnalyticsType, CycleDistribution, GroupProgress, PointTally } from "@hangar/contracts";
import { useMemo, useState } from "react";
import { burndownData } from "../lib/burndown";
import { useCycleAnalytics } from "./use-cycles";

function pointsDistribution(analytics: CycleAnalytics | undefined): CycleDistribution<PointTally> | undefined {
  const d = analytics?.estimate_distribution;
  return d && "completion_chart" in d ? (d as CycleDistribution<PointTally>) : undefined;
}

/**
 * The burndown and distributions of a cycle. Spec §9: the chart counts issues by default; when the
 * project has an active estimate it can count points instead.
 */
export function useCycleCharts(slug: string, cycle: Cycle, progress: GroupProgress, estimated: boolean) {
  const [chosen, setType] = useState<CycleAnalyticsType>("issues");
  const type: CycleAnalyticsType = estimated ? chosen : "issues";
  const analytics = useCycleAnalytics(slug, cycle.project_id, cycle.id, type);
  const data = analytics.data;
  const pointsData = pointsDistribution(data);
  const chart = type === "points" ? pointsData?.completion_chart : data?.distribution.completion_chart;
  const total = type === "points" ? progress.total_estimate_points : progress.total_issues;
  const points = useMemo(
    () => burndownData(cycle.start_date, cycle.end_date, total, chart),
    [cycle.start_date, cycle.end_date, total, chart],
  );
  return { type, setType, analytics, distribution: data?.distribution, pointsDistribution: pointsData, points, total };
}
