import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { type BurndownPoint, burndownSummary } from "../lib/burndown";
import { formatDay } from "../lib/cycle-status";

type BurndownChartProps = {
  points: BurndownPoint[];
  total: number;
  unit: "issues" | "points";
  completed: boolean;
  height?: number;
};

const shortDay = (day: string) => formatDay(day).slice(0, 6);

/** Ideal line (dashed) against what was still open at the end of each day so far. */
export function BurndownChart({ points, total, unit, completed, height = 180 }: BurndownChartProps) {
  const summary = burndownSummary(points, total, unit, completed);
  return (
    <figure className="space-y-2">
      <figcaption className="text-xs text-fg-muted" data-testid="burndown-summary">
        {summary}
      </figcaption>
      {points.length > 0 && (
        <div role="img" aria-label={`Burndown chart. ${summary}`} className="text-2xs">
          {/* jsdom and the first paint have no size yet: start from a sensible one. */}
          <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
            <LineChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: -24 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border, #e5e5e5)" vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 10 }} minTickGap={16} />
              <YAxis allowDecimals={unit === "points"} tick={{ fontSize: 10 }} domain={[0, "auto"]} />
              <Tooltip labelFormatter={(day) => formatDay(String(day))} />
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
