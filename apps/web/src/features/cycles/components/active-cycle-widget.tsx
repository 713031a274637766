import type { Cycle } from "@hangar/contracts";
import { Clock } from "lucide-react";
import { useCycleCharts } from "../api/use-cycle-charts";
import type { CyclePerson } from "../api/use-cycle-context";
import { daysLeft, daysLeftLabel } from "../lib/cycle-status";
import { CycleBurndown } from "./cycle-burndown";
import { CycleRow } from "./cycle-row";
import { assigneeRows, DistributionList, labelRows } from "./distribution-lists";
import { StateGroupProgress } from "./state-group-progress";

type ActiveCycleWidgetProps = {
  slug: string;
  cycle: Cycle;
  owner: CyclePerson | undefined;
  canEdit: boolean;
  onEdit: (cycle: Cycle) => void;
  estimated: boolean;
};

const TOP = 5;

/** The running cycle at a glance: time left, progress by state group, burndown, and who and what it is about. */
export function ActiveCycleWidget({ slug, cycle, owner, canEdit, onEdit, estimated }: ActiveCycleWidgetProps) {
  const charts = useCycleCharts(slug, cycle, cycle, estimated);
  const left = daysLeft(cycle);
  const points = charts.type === "points" ? charts.pointsDistribution : undefined;
  return (
    <section aria-label="Active cycle" className="border-b border-border bg-surface">
      <div className="flex items-center gap-2 px-5 pt-3 text-2xs font-medium tracking-wide text-fg-subtle uppercase">
        Active cycle
        {left !== null && (
          <span className="ml-auto flex items-center gap-1 normal-case tracking-normal text-warning">
            <Clock className="size-3" aria-hidden /> {daysLeftLabel(left)}
          </span>
        )}
      </div>
      <CycleRow as="div" slug={slug} cycle={cycle} owner={owner} canEdit={canEdit} onEdit={onEdit} />
      <div className="grid gap-4 px-5 pt-1 pb-4 lg:grid-cols-3">
        <section aria-label="Progress" className="space-y-2">
          <h3 className="text-xs font-medium text-fg">Progress</h3>
          <StateGroupProgress progress={cycle} showPoints={estimated} />
        </section>
        <CycleBurndown charts={charts} estimated={estimated} completed={false} height={160} />
        <div className="space-y-3">
          <section aria-label="Top assignees" className="space-y-1.5">
            <h3 className="text-xs font-medium text-fg">Top assignees</h3>
            <DistributionList
              label="Assignees"
              rows={assigneeRows(charts.distribution?.assignees ?? [], points?.assignees)}
              limit={TOP}
              empty="No issues assigned yet"
            />
          </section>
          <section aria-label="Top labels" className="space-y-1.5">
            <h3 className="text-xs font-medium text-fg">Top labels</h3>
            <DistributionList
              label="Labels"
              rows={labelRows(charts.distribution?.labels ?? [], points?.labels)}
              limit={TOP}
              empty="No labels yet"
            />
          </section>
        </div>
      </div>
    </section>
  );
}
