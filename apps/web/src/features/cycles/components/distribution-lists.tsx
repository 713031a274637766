import type { AssigneeDistribution, IssueTally, LabelDistribution, PointTally } from "@hangar/contracts";
import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "../../../components/ui/avatar";
import { formatPoints } from "../../../lib/group-progress";

type Tally = { total: number; completed: number };
type Row = { key: string; name: string; visual: ReactNode; issues: Tally; points?: Tally };

const issueTally = (t: IssueTally): Tally => ({ total: t.total_issues, completed: t.completed_issues });
const pointTally = (t: PointTally): Tally => ({ total: t.total_estimates, completed: t.completed_estimates });

function personLabel(a: AssigneeDistribution): string {
  const full = `${a.first_name ?? ""} ${a.last_name ?? ""}`.trim();
  return full || a.display_name || "Unknown";
}

/** Assignees with their issue counts, and points when the points analytics is at hand. */
export function assigneeRows(
  issues: (AssigneeDistribution & IssueTally)[],
  points?: (AssigneeDistribution & PointTally)[],
): Row[] {
  const pointsById = new Map((points ?? []).map((p) => [p.assignee_id ?? "none", pointTally(p)]));
  return issues.map((a) => {
    const name = a.assignee_id ? personLabel(a) : "No assignee";
    const key = a.assignee_id ?? "none";
    return {
      key,
      name,
      visual: a.assignee_id ? (
        <Avatar name={name} src={a.avatar} size="sm" />
      ) : (
        <UserRound className="size-5 shrink-0 rounded-full border border-dashed border-border p-0.5 text-fg-subtle" aria-hidden />
      ),
      issues: issueTally(a),
      points: points ? pointsById.get(key) : undefined,
    };
  });
}

export function labelRows(issues: (LabelDistribution & IssueTally)[], points?: (LabelDistribution & PointTally)[]): Row[] {
  const pointsById = new Map((points ?? []).map((p) => [p.label_id ?? "none", pointTally(p)]));
  return issues.map((l) => {
    const key = l.label_id ?? "none";
    return {
      key,
      name: l.label_id ? (l.label_name ?? "Unknown label") : "No label",
      visual: <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: l.color ?? "#a3a3a3" }} />,
      issues: issueTally(l),
      points: points ? pointsById.get(key) : undefined,
    };
  });
}

type DistributionListProps = { label: string; rows: Row[]; limit?: number; empty: string };

/** "Ada Lovelace  2/3" per row: completed of total issues, then points when estimated. */
export function DistributionList({ label, rows, limit, empty }: DistributionListProps) {
  const shown = [...rows].sort((a, b) => b.issues.total - a.issues.total).slice(0, limit ?? rows.length);
  if (shown.length === 0) return <p className="py-2 text-xs text-fg-subtle">{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-1">
      {shown.map((row) => (
        <li key={row.key} className="flex items-center gap-2 text-xs">
          {row.visual}
          <span className="min-w-0 flex-1 truncate text-fg">{row.name}</span>
          <span className="tabular-nums text-fg-muted">
            {row.issues.completed}/{row.issues.total}
            <span className="sr-only"> issues done</span>
          </span>
          {row.points && (
            <span className="w-16 text-right tabular-nums text-fg-subtle">
              {formatPoints(row.points.completed)}/{formatPoints(row.points.total)} pts
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
