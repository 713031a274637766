import type { GroupProgress } from "@hangar/contracts";
import { formatPoints, percentDone, progressRows } from "../../../lib/group-progress";

type StateGroupProgressProps = { progress: GroupProgress; showPoints: boolean };

/** A stacked bar of the cycle's issues by state group, then one line per group with its count (and points). */
export function StateGroupProgress({ progress, showPoints }: StateGroupProgressProps) {
  const rows = progressRows(progress);
  const total = progress.total_issues;
  return (
    <div className="space-y-2">
      <div className="flex h-2 w-full overflow-hidden rounded-full bg-track" aria-hidden>
        {rows.map((row) =>
          row.issues > 0 ? (
            <div key={row.group} style={{ width: `${(row.issues / total) * 100}%`, backgroundColor: row.color }} />
          ) : null,
        )}
      </div>
      <ul aria-label="Progress by state group" className="space-y-1">
        {rows.map((row) => (
          <li key={row.group} className="flex items-center gap-2 text-xs">
            <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: row.color }} />
            <span className="flex-1 text-fg-muted">{row.label}</span>
            <span className="tabular-nums text-fg">
              {row.issues}
              <span className="sr-only"> issues</span>
            </span>
            <span className="w-9 text-right tabular-nums text-fg-subtle">{percentDone(row.issues, total)}%</span>
            {showPoints && <span className="w-14 text-right tabular-nums text-fg-subtle">{formatPoints(row.points)} pts</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
