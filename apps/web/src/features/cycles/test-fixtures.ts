import type { Cycle, CycleAnalytics } from "@hangar/contracts";
import { newCycle } from "./lib/new-cycle";

const DAY_MS = 86_400_000;

/** A UTC calendar day `offset` days from today, the way the server dates cycles. */
export const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

export function makeCycle(overrides: Partial<Cycle> & { id: string; name: string }): Cycle {
  return {
    ...newCycle(overrides.id, "p1", { name: overrides.name }, "u1"),
    workspace_id: "w1",
    sort_order: 10000,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
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
