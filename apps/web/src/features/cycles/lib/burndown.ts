import { type BurndownPoint, burndownLine, latestActual } from "../../../lib/burndown";
import { formatDay } from "./cycle-status";

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
  return burndownLine(start, end, total, (day) => completionChart?.[day] ?? null);
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
