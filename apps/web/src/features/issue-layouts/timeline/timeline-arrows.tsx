import { useId } from "react";
import type { BarSpan, DependencyEdge } from "./lib/relations";
import { arrowPath } from "./lib/relations";
import { LEFT_WIDTH, ROW_HEIGHT } from "./timeline-row";

export type ArrowEnds = { row: number; start: number; end: number };

type TimelineArrowsProps = {
  edges: DependencyEdge[];
  /** Where each issue's bar (or marker) starts and ends, and its row. */
  endsById: ReadonlyMap<string, ArrowEnds>;
  /** The bar in any row, so an arrow can pass the rows between its ends clear of their bars. */
  barAt: (row: number) => BarSpan;
  width: number;
  height: number;
};

/** Dependency arrows from the blocking issue's bar end to the blocked issue's bar start. */
export function TimelineArrows({ edges, endsById, barAt, width, height }: TimelineArrowsProps) {
  const markerId = `timeline-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const paths = edges.flatMap((edge) => {
    const before = endsById.get(edge.before);
    const after = endsById.get(edge.after);
    if (!before || !after) return [];
    return [{ key: `${edge.before}>${edge.after}`, edge, d: arrowPath(before, after, ROW_HEIGHT, barAt) }];
  });
  if (paths.length === 0) return null;
  return (
    <svg
      role="img"
      aria-label={`${paths.length} dependencies`}
      className="pointer-events-none absolute top-0 overflow-visible text-fg-subtle"
      style={{ left: LEFT_WIDTH, width, height }}
      width={width}
      height={height}
    >
      <defs>
        <marker id={markerId} viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 8 4 L 0 8 z" fill="currentColor" />
        </marker>
      </defs>
      {paths.map((p) => (
        <path
          key={p.key}
          d={p.d}
          data-from={p.edge.before}
          data-to={p.edge.after}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.25}
          markerEnd={`url(#${markerId})`}
        />
      ))}
    </svg>
  );
}
