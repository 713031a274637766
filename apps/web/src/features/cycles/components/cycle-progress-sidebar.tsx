import type { Cycle, GroupProgress } from "@hangar/contracts";
import { CalendarDays, Clock, UserRound } from "lucide-react";
import { useState } from "react";
import { TabList } from "../../../components/tab-list";
import { Avatar } from "../../../components/ui/avatar";
import { Spinner } from "../../../components/ui/spinner";
import { formatPoints, percentDone, progressRows } from "../../../lib/group-progress";
import { useCycleCharts } from "../api/use-cycle-charts";
import type { CyclePerson } from "../api/use-cycle-context";
import { useCycleProgress } from "../api/use-cycles";
import { dateRangeLabel, daysLeft, daysLeftLabel } from "../lib/cycle-status";
import { CycleBurndown } from "./cycle-burndown";
import { CycleProgressBar } from "./cycle-progress-bar";
import { CycleStatusBadge } from "./cycle-status-badge";
import { assigneeRows, DistributionList, labelRows } from "./distribution-lists";
import { StateGroupProgress } from "./state-group-progress";

type CycleProgressSidebarProps = { slug: string; cycle: Cycle; owner: CyclePerson | undefined; estimated: boolean };

export function CycleProgressSidebar({ slug, cycle, owner, estimated }: CycleProgressSidebarProps) {
  const progress = useCycleProgress(slug, cycle.project_id, cycle.id);
  const left = cycle.status === "current" ? daysLeft(cycle) : null;
  return (
    <aside aria-label="Cycle progress" className="flex w-80 shrink-0 flex-col overflow-y-auto border-l border-border bg-surface">
      <div className="space-y-3 border-b border-border px-4 py-3">
        <div className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 text-sm font-semibold break-words text-fg">{cycle.name}</h2>
          <CycleStatusBadge status={cycle.status} archived={cycle.archived_at !== null} />
        </div>
        {cycle.description && <p className="text-xs whitespace-pre-wrap text-fg-muted">{cycle.description}</p>}
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-xs">
          <dt className="flex items-center gap-1.5 text-fg-muted">
            <CalendarDays className="size-3.5" aria-hidden /> Dates
          </dt>
          <dd className="text-fg">{dateRangeLabel(cycle)}</dd>
          {left !== null && (
            <>
              <dt className="flex items-center gap-1.5 text-fg-muted">
                <Clock className="size-3.5" aria-hidden /> Time left
              </dt>
              <dd className="text-fg">{daysLeftLabel(left)}</dd>
            </>
          )}
          <dt className="flex items-center gap-1.5 text-fg-muted">
            <UserRound className="size-3.5" aria-hidden /> Owner
          </dt>
          <dd className="flex items-center gap-1.5 text-fg">
            {owner ? (
              <>
                <Avatar name={owner.name} src={owner.avatar} size="sm" /> {owner.name}
              </>
            ) : (
              <span className="text-fg-subtle">No owner</span>
            )}
          </dd>
        </dl>
      </div>
      {progress.isPending && (
        <div className="flex justify-center py-6">
          <Spinner label="Loading progress" />
        </div>
      )}
      {progress.isError && <p className="px-4 py-3 text-xs text-danger">Couldn't load the progress.</p>}
      {progress.data && <SidebarCharts slug={slug} cycle={cycle} progress={progress.data} estimated={estimated} />}
    </aside>
  );
}

type Breakdown = "assignees" | "labels" | "states";

function SidebarCharts({
  slug,
  cycle,
  progress,
  estimated,
}: {
  slug: string;
  cycle: Cycle;
  progress: GroupProgress;
  estimated: boolean;
}) {
  const charts = useCycleCharts(slug, cycle, progress, estimated);
  const [tab, setTab] = useState<Breakdown>("assignees");
  const points = charts.type === "points" ? charts.pointsDistribution : undefined;
  const assignees = assigneeRows(charts.distribution?.assignees ?? [], points?.assignees);
  const labels = labelRows(charts.distribution?.labels ?? [], points?.labels);
  const tabs = [
    { value: "assignees", label: "Assignees", count: assignees.length },
    { value: "labels", label: "Labels", count: labels.length },
    { value: "states", label: "States" },
  ] as const;
  return (
    <div className="space-y-5 px-4 py-4">
      <section aria-label="Progress" className="space-y-2">
        <div className="flex items-center justify-between">
          <h3 className="text-xs font-medium text-fg">Progress</h3>
          <CycleProgressBar done={progress.completed_issues} total={progress.total_issues} />
        </div>
        {estimated && (
          <p className="text-xs text-fg-muted">
            {formatPoints(progress.completed_estimate_points)} of {formatPoints(progress.total_estimate_points)} points done (
            {percentDone(progress.completed_estimate_points, progress.total_estimate_points)}%)
          </p>
        )}
        <StateGroupProgress progress={progress} showPoints={estimated} />
      </section>
      <CycleBurndown charts={charts} estimated={estimated} completed={cycle.status === "completed"} />
      <section aria-label="Breakdown" className="space-y-2">
        <TabList<Breakdown> label="Breakdown" tabs={tabs} value={tab} onChange={setTab} />
        <div role="tabpanel" aria-label={tab}>
          {tab === "assignees" && <DistributionList label="Assignees" rows={assignees} empty="No issues in this cycle yet" />}
          {tab === "labels" && <DistributionList label="Labels" rows={labels} empty="No issues in this cycle yet" />}
          {tab === "states" && (
            <ul aria-label="States" className="space-y-1">
              {progressRows(progress).map((row) => (
                <li key={row.group} className="flex items-center gap-2 text-xs">
                  <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: row.color }} />
                  <span className="flex-1 text-fg">{row.label}</span>
                  <span className="tabular-nums text-fg-muted">{row.issues}</span>
                  {estimated && (
                    <span className="w-14 text-right tabular-nums text-fg-subtle">{formatPoints(row.points)} pts</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
