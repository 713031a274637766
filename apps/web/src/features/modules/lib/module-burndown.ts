import type { Issue } from "@hangar/contracts";
import { type BurndownPoint, burndownLine, latestActual } from "../../../lib/burndown";
import { formatDate } from "../../../lib/dates";

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
  const total = issues.length;
  const doneByDay = new Map<string, number>();
  for (const issue of issues) {
    if (!issue.completed_at) continue;
    const day = issue.completed_at.slice(0, 10);
    doneByDay.set(day, (doneByDay.get(day) ?? 0) + 1);
  }
  let done = 0;
  for (const [day, count] of doneByDay) if (start && day < start) done += count;
  // Days come in order, so `done` runs up to each day's end.
  return burndownLine(start, target, total, (day) => {
    done += doneByDay.get(day) ?? 0;
    return day > today ? null : total - done;
  });
}

const shortDay = (day: string) => formatDate(day, "short");

/** Where the burndown stands today, in words (the chart's text alternative). */
export function burndownSummary(points: readonly BurndownPoint[], total: number): string {
  const latest = latestActual(points);
  const issues = total === 1 ? "issue" : "issues";
  if (!latest) return `${total} ${issues} planned; the module has not started yet.`;
  return `${latest.actual} of ${total} ${issues} open on ${shortDay(latest.date)}.`;
}
