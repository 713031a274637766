export type DistributionRow = { key: string; label: string; count: number; color: string };

/** One horizontal bar per row, its width the row's share of the total, with the count beside it. */
export function DistributionBars({ title, rows }: { title: string; rows: DistributionRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <section aria-label={title} className="rounded-lg border border-border bg-surface p-4">
      <h2 className="text-sm font-medium text-fg">{title}</h2>
      {total === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">No assigned issues yet.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {rows.map((row) => {
            const share = total ? Math.round((row.count / total) * 100) : 0;
            return (
              <li key={row.key} aria-label={`${row.label}: ${row.count}`} className="flex items-center gap-3 text-xs">
                <span className="w-24 shrink-0 truncate text-fg-muted">{row.label}</span>
                <span className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-track">
                  <span className="block h-full rounded-full" style={{ width: `${share}%`, backgroundColor: row.color }} />
                </span>
                <span className="w-8 shrink-0 text-right text-fg tabular-nums">{row.count}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
