import type { Issue } from "@hangar/contracts";

export type BurndownPoint = {
  /** YYYY-MM-DD */
  date: string;
  /** The straight line from the total on the first day to 0 on the last. */
  ideal: number;
  /** Still open at the end of that day; null for days that have not ended yet. */
  actual: number | null;
};

/** Every day from start to end inclusive, as YYYY-MM-DD (UTC calendar days, like the server). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A module's burndown from its issues, counted the way the cycle chart is on the server: each day shows
 * the total minus what had been completed by its end (completed_at, UTC day); days after today are null.
 * The server has no module chart, so the client draws it from the issues it already holds.
 */
export function moduleBurndown(
  start: string | null,
  target: string | null,
  issues: readonly Pick<Issue, "completed_at">[],
  today: string,
): BurndownPoint[] {
  if (!start || !target || target < start) return [];
  const days = daysBetween(start, target);
  const total = issues.length;
  const doneByDay = new Map<string, number>();
  for (const issue of issues) {
    if (!issue.completed_at) continue;
    const day = issue.completed_at.slice(0, 10);
    doneByDay.set(day, (doneByDay.get(day) ?? 0) + 1);
  }
  let done = 0;
  for (const [day, count] of doneByDay) if (day < start) done += count;
  const steps = days.length - 1;
  return days.map((date, i) => {
    done += doneByDay.get(date) ?? 0;
    return {
      date,
      ideal: steps === 0 ? 0 : round(total - (total * i) / steps),
      actual: date > today ? null : total - done,
    };
  });
}
