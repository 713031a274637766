import { calendarDays } from "@hangar/contracts";

export type BurndownPoint = {
  /** YYYY-MM-DD */
  date: string;
  /** The straight line from the total on the first day to 0 on the last. */
  ideal: number;
  /** Still open at the end of that day; null for days that have not ended yet. */
  actual: number | null;
};

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A burndown over start..end (cycles and modules alike): the ideal line falls evenly from `total` to 0
 * over the days; `actualOn` says what was still open at the end of each day (null when not known yet) and
 * is called once per day, in date order. No line without both dates or with the end before the start.
 */
export function burndownLine(
  start: string | null,
  end: string | null,
  total: number,
  actualOn: (day: string) => number | null,
): BurndownPoint[] {
  if (!start || !end || end < start) return [];
  const days = calendarDays(start, end);
  const steps = days.length - 1;
  return days.map((date, i) => ({
    date,
    ideal: steps === 0 ? 0 : round(total - (total * i) / steps),
    actual: actualOn(date),
  }));
}

/** The last day that has ended (or is today) and what was open then: the chart's "now". */
export function latestActual(points: readonly BurndownPoint[]): BurndownPoint | null {
  for (let i = points.length - 1; i >= 0; i -= 1) if (points[i].actual !== null) return points[i];
  return null;
}
