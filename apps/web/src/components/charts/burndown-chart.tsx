import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { BurndownPoint } from "../../lib/burndown";
import { formatDate } from "../../lib/dates";

type BurndownChartProps = {
  points: readonly BurndownPoint[];
  /** The chart's reading in one line: its caption and, since the SVG says nothing, its text alternative. */
  summary: string;
  unit: "issues" | "points";
  height?: number;
};

// Spec §9 writes dates "MMM dd, yyyy"; the axis drops the year to fit.
const shortDay = (day: string) => formatDate(day, "short");
const longDay = (day: string) => formatDate(day, "long");

/** Ideal line (dashed) against what was still open at the end of each day so far (cycles and modules). */
export function BurndownChart({ points, summary, unit, height = 180 }: BurndownChartProps) {
  return (
    <figure className="space-y-2">
      <figcaption className="text-xs text-fg-muted" data-testid="burndown-summary">
        {summary}
      </figcaption>
      {points.length > 0 && (
        <div role="img" aria-label={`Burndown chart. ${summary}`} className="text-2xs">
          {/* jsdom and the first paint have no size yet: start from a sensible one. */}
          <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
            <LineChart data={[...points]} margin={{ top: 4, right: 8, bottom: 0, left: -24 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border, #e5e5e5)" vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 10 }} minTickGap={16} />
              <YAxis allowDecimals={unit === "points"} tick={{ fontSize: 10 }} domain={[0, "auto"]} />
              <Tooltip labelFormatter={(day) => longDay(String(day))} />
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
                name={unit === "points" ? "Points left" : "Issues left"}
                stroke="#3f76ff"
                strokeWidth={2}
                dot={false}
                connectNulls={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
