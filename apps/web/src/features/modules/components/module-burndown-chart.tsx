import { format, parseISO } from "date-fns";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { BurndownPoint } from "../lib/module-burndown";

const shortDay = (day: string) => format(parseISO(day), "MMM d");

/** Where the burndown stands today, in words (the chart's text alternative). */
export function burndownSummary(points: readonly BurndownPoint[], total: number): string {
  let latest: BurndownPoint | undefined;
  for (const p of points) if (p.actual !== null) latest = p;
  if (!latest) return `${total} ${total === 1 ? "issue" : "issues"} planned; the module has not started yet.`;
  return `${latest.actual} of ${total} ${total === 1 ? "issue" : "issues"} open on ${shortDay(latest.date)}.`;
}

/** Ideal line (dashed) against what was still open at the end of each day so far; sized for the sidebar. */
export function ModuleBurndownChart({ points, total }: { points: BurndownPoint[]; total: number }) {
  const summary = burndownSummary(points, total);
  return (
    <figure className="space-y-2">
      <figcaption className="text-xs text-fg-muted">{summary}</figcaption>
      <div role="img" aria-label={`Burndown chart. ${summary}`} className="text-2xs">
        <LineChart width={280} height={150} data={points} margin={{ top: 4, right: 8, bottom: 0, left: -28 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border, #e5e5e5)" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 10 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 10 }} domain={[0, "auto"]} />
          <Tooltip labelFormatter={(day) => shortDay(String(day))} />
          <Line
            type="linear"
            dataKey="ideal"
            name="Ideal"
            stroke="#A3A3A3"
            strokeDasharray="4 4"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="actual"
            name="Issues left"
            stroke="#3f76ff"
            strokeWidth={2}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
    </figure>
  );
}
