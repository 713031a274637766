import type { CycleStatus } from "@hangar/contracts";

/** Today as YYYY-MM-DD in UTC: cycle dates are calendar days and the server decides their status. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** Spec §3/§4: draft without dates, completed once the end date is past, current while today is inside. */
export function cycleStatus(start: string | null, end: string | null, today: string): CycleStatus {
  if (!start || !end) return "draft";
  if (end < today) return "completed";
  if (start > today) return "upcoming";
  return "current";
}

const STATUS_RANK: Record<CycleStatus, number> = { current: 0, upcoming: 1, draft: 2, completed: 3 };

type Sortable = { status: CycleStatus; name: string; start_date: string | null; end_date: string | null; id: string };

/** Current first, then upcoming by start date, then drafts by name, then completed ones, latest first. */
export function compareCycles(a: Sortable, b: Sortable): number {
  const rank = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (rank !== 0) return rank;
  if (a.status === "upcoming" || a.status === "current") {
    const byStart = (a.start_date ?? "").localeCompare(b.start_date ?? "");
    if (byStart !== 0) return byStart;
  }
  if (a.status === "completed") {
    const byEnd = (b.end_date ?? "").localeCompare(a.end_date ?? "");
    if (byEnd !== 0) return byEnd;
  }
  return a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);
}

/** Every day from start to end inclusive, as YYYY-MM-DD. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
