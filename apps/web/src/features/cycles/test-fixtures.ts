import { type Cycle, type CycleAnalytics, emptyGroupProgress } from "@hangar/contracts";

const DAY_MS = 86_400_000;

/** A UTC calendar day `offset` days from today, the way the server dates cycles. */
export const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

export function makeCycle(overrides: Partial<Cycle> & { id: string; name: string }): Cycle {
  return {
    workspace_id: "w1",
    project_id: "p1",
    description: "",
    status: "draft",
    start_date: null,
    end_date: null,
    owned_by_id: "u1",
    sort_order: 10000,
    archived_at: null,
    is_favorite: false,
    version: 2,
    view_props: {},
    progress_snapshot: null,
    logo_props: {},
    external_source: null,
    external_id: null,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    created_by: "u1",
    updated_by: "u1",
    ...emptyGroupProgress(),
    ...overrides,
  };
}

export function makeAnalytics(
  chart: Record<string, number | null>,
  extra: Partial<CycleAnalytics["distribution"]> = {},
): CycleAnalytics {
  return {
    distribution: { assignees: [], labels: [], completion_chart: chart, ...extra },
    estimate_distribution: {},
  };
}
