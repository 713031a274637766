import { STATE_GROUP_META, STATE_GROUPS, type StateGroup, type WidgetDataOf } from "@hangar/contracts";
import { cn } from "../../../lib/cn";

type Data = WidgetDataOf<"my_work_items">;

function Stat({ label, value, tone }: { label: string; value: number; tone?: "danger" | "warning" }) {
  return (
    <div className="rounded-md border border-border px-3 py-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd
        className={cn(
          "text-lg font-semibold tabular-nums",
          value > 0 && tone === "danger" ? "text-danger" : value > 0 && tone === "warning" ? "text-warning" : "text-fg",
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The tab's counts (open, overdue, due within a week) and its issues by state group, in the groups' own colors (spec §4). */
export function WorkItemSummary({ data }: { data: Data }) {
  const total = data.counts.total;
  const groups = STATE_GROUPS.filter((g) => data.state_distribution[g] > 0);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Open" value={data.counts.open} />
        <Stat label="Overdue" value={data.counts.overdue} tone="danger" />
        <Stat label="Due this week" value={data.counts.due_this_week} tone="warning" />
      </dl>
      {total > 0 && (
        <figure aria-label="By state" className="space-y-1.5">
          <div className="flex h-2 overflow-hidden rounded-full bg-track">
            {groups.map((group: StateGroup) => (
              <span
                key={group}
                className="h-full"
                style={{
                  width: `${(data.state_distribution[group] / total) * 100}%`,
                  backgroundColor: STATE_GROUP_META[group].color,
                }}
              />
            ))}
          </div>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-muted">
            {STATE_GROUPS.map((group) => (
              <li
                key={group}
                className="flex items-center gap-1.5"
                aria-label={`${STATE_GROUP_META[group].label}: ${data.state_distribution[group]}`}
              >
                <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: STATE_GROUP_META[group].color }} />
                {STATE_GROUP_META[group].label}
                <span className="text-fg tabular-nums">{data.state_distribution[group]}</span>
              </li>
            ))}
          </ul>
        </figure>
      )}
    </div>
  );
}
