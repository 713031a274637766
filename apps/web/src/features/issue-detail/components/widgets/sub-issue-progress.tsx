import { STATE_GROUP_META, STATE_GROUPS, type StateDistribution } from "@hangar/contracts";

/** Spec §4: only completed counts as done; every group still gets its colored share of the bar. */
export function SubIssueProgress({ distribution }: { distribution: StateDistribution }) {
  const total = STATE_GROUPS.reduce((sum, group) => sum + (distribution[group] ?? 0), 0);
  if (total === 0) return null;
  const completed = distribution.completed ?? 0;
  const breakdown = STATE_GROUPS.filter((g) => distribution[g] > 0)
    .map((g) => `${distribution[g]} ${STATE_GROUP_META[g].label.toLowerCase()}`)
    .join(", ");
  return (
    <div className="flex items-center gap-2 py-1.5 pl-6">
      <div
        role="progressbar"
        aria-label="Sub-issue progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={`${completed} of ${total} completed (${breakdown})`}
        title={breakdown}
        className="flex h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-track"
      >
        {STATE_GROUPS.map((group) =>
          distribution[group] > 0 ? (
            <span
              key={group}
              className="h-full"
              style={{ width: `${(distribution[group] / total) * 100}%`, backgroundColor: STATE_GROUP_META[group].color }}
            />
          ) : null,
        )}
      </div>
      <span className="shrink-0 text-xs text-fg-muted tabular-nums">
        {completed}/{total} done
      </span>
    </div>
  );
}
