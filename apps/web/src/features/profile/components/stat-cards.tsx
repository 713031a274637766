import type { MemberStats } from "@hangar/contracts";

const CARDS: { key: keyof MemberStats; label: string }[] = [
  { key: "assigned_issues", label: "Assigned" },
  { key: "pending_issues", label: "Pending" },
  { key: "completed_issues", label: "Completed" },
  { key: "created_issues", label: "Created" },
  { key: "subscribed_issues", label: "Subscribed" },
];

/** The member's five counts (spec §2 profile page), each a labelled figure. */
export function StatCards({ stats }: { stats: MemberStats }) {
  return (
    <ul aria-label="Issue counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map((card) => (
        <li
          key={card.key}
          aria-label={`${card.label}: ${stats[card.key] as number}`}
          className="rounded-lg border border-border bg-surface px-4 py-3"
        >
          <p className="text-xs text-fg-muted">{card.label}</p>
          <p className="mt-1 text-2xl font-semibold text-fg tabular-nums">{stats[card.key] as number}</p>
        </li>
      ))}
    </ul>
  );
}
