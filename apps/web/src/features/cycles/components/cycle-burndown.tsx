import type { CycleAnalyticsType } from "@hangar/contracts";
import { BurndownChart } from "../../../components/charts/burndown-chart";
import { TabList } from "../../../components/tab-list";
import type { useCycleCharts } from "../api/use-cycle-charts";
import { burndownSummary } from "../lib/burndown";

type CycleBurndownProps = {
  charts: ReturnType<typeof useCycleCharts>;
  /** The project has an active estimate: offer points next to issues. */
  estimated: boolean;
  completed: boolean;
  height?: number;
};

const UNITS = [
  { value: "issues", label: "Issues" },
  { value: "points", label: "Points" },
] as const;

export function CycleBurndown({ charts, estimated, completed, height }: CycleBurndownProps) {
  return (
    <section aria-label="Burndown" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xs font-medium text-fg">Burndown</h3>
        {estimated && <TabList<CycleAnalyticsType> label="Count by" tabs={UNITS} value={charts.type} onChange={charts.setType} />}
      </div>
      {charts.analytics.isError && <p className="text-xs text-danger">Couldn't load the burndown.</p>}
      {charts.analytics.isPending && <p className="text-xs text-fg-subtle">Loading the burndown…</p>}
      {charts.analytics.isSuccess && (
        <BurndownChart
          points={charts.points}
          summary={burndownSummary(charts.points, charts.total, charts.type, completed)}
          unit={charts.type}
          height={height}
        />
      )}
    </section>
  );
}
