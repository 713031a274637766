import { formatDay } from "./cycle-status";

export type BurndownPoint = {
  /** YYYY-MM-DD */
  date: string;
  /** The straight line from the total on the first day to 0 on the last. */
  ideal: number;
  /** Still open at the end of that day; null for days that have not ended yet. */
  actual: number | null;
};

/** Every day from start to end inclusive, as YYYY-MM-DD (UTC calendar days, like the server). */
export function cycleDays(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The burndown of a cycle: the ideal line falls evenly from `total` to 0 over the cycle's days; the actual
 * line is the server's completion chart (what was still open at the end of each day, null after today).
 */
export function burndownData(
  start: string | null,
  end: string | null,
  total: number,
  completionChart: Record<string, number | null> | undefined,
): BurndownPoint[] {
  if (!start || !end || end < start) return [];
  const days = cycleDays(start, end);
  const steps = days.length - 1;
  return days.map((date, i) => ({
    date,
    ideal: steps === 0 ? 0 : round(total - (total * i) / steps),
    actual: completionChart?.[date] ?? null,
  }));
}

/** The last day that has ended (or is today) and what was open then: the chart's "now". */
export function latestActual(points: readonly BurndownPoint[]): BurndownPoint | null {
  for (let i = points.length - 1; i >= 0; i -= 1) if (points[i].actual !== null) return points[i];
  return null;
}

/** The chart's one-line reading, for everyone and for assistive tech (the SVG itself says nothing). */
export function burndownSummary(
  points: readonly BurndownPoint[],
  total: number,
  unit: "issues" | "points",
  completed: boolean,
): string {
  if (points.length === 0) return "A draft has no dates, so no burndown yet";
  const latest = latestActual(points);
  if (!latest || latest.actual === null) return `Burndown starts on ${formatDay(points[0].date)}`;
  const amount = Number.isInteger(latest.actual) ? latest.actual : latest.actual.toFixed(1);
  return `${completed ? "Remaining at the end" : "Remaining today"}: ${amount} of ${total} ${unit}`;
}
