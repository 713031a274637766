import type { GroupProgress } from "@hangar/contracts";
import { formatPoints, percentDone, progressRows } from "../../../lib/group-progress";

type ModuleProgressSectionProps = {
  progress: GroupProgress;
  /** Point totals only mean something with an active estimate. */
  showPoints: boolean;
};

/** Spec §9 colors: how many issues (and points) sit in each state group, and the share done. */
export function ModuleProgressSection({ progress, showPoints }: ModuleProgressSectionProps) {
  const rows = progressRows(progress);
  const percent = percentDone(progress.completed_issues, progress.total_issues);
  return (
    <section aria-label="Progress" className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-xs font-medium tracking-wide text-fg-subtle uppercase">Progress</h3>
        <p className="text-xs text-fg-muted" data-testid="module-progress-summary">
          <span className="font-medium text-fg tabular-nums">
            {progress.completed_issues}/{progress.total_issues}
          </span>{" "}
          issues done · {percent}%
          {showPoints && progress.total_estimate_points > 0 && (
            <>
              {" "}
              · {formatPoints(progress.completed_estimate_points)}/{formatPoints(progress.total_estimate_points)} points
            </>
          )}
        </p>
      </div>
      <div className="flex h-2 overflow-hidden rounded-full bg-track" aria-hidden>
        {rows.map((row) =>
          row.issues > 0 ? (
            <div
              key={row.group}
              style={{ width: `${(row.issues / progress.total_issues) * 100}%`, backgroundColor: row.color }}
            />
          ) : null,
        )}
      </div>
      <dl className="space-y-1">
        {rows.map((row) => (
          <div key={row.group} className="flex items-center gap-2 text-xs">
            <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: row.color }} />
            <dt className="flex-1 text-fg-muted">{row.label}</dt>
            <dd className="text-fg tabular-nums">
              {row.issues}
              <span className="sr-only"> {row.issues === 1 ? "issue" : "issues"}</span>
              {showPoints && <span className="ml-2 text-fg-subtle">{formatPoints(row.points)} pts</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
