/** A relation as the host passes it: "`from` <type> `to`", e.g. A blocked_by B. */
export type TimelineRelation = { from: string; to: string; type: string };
/** `before` must finish (or start) before `after`: the arrow runs from before's end to after's start. */
export type DependencyEdge = { before: string; after: string };

/** Which side of a relation comes first; relations that are not dependencies (relates_to, duplicate) draw nothing. */
const FIRST: Record<string, "from" | "to"> = {
  blocked_by: "to",
  blocking: "from",
  start_before: "from",
  start_after: "to",
  finish_before: "from",
  finish_after: "to",
};

/** Dependency arrows, once per pair even when both directions of a relation are listed. */
export function dependencyEdges(relations: readonly TimelineRelation[]): DependencyEdge[] {
  const seen = new Set<string>();
  const edges: DependencyEdge[] = [];
  for (const relation of relations) {
    const first = FIRST[relation.type];
    if (!first || relation.from === relation.to) continue;
    const edge = first === "from" ? { before: relation.from, after: relation.to } : { before: relation.to, after: relation.from };
    const key = `${edge.before}>${edge.after}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push(edge);
  }
  return edges;
}

const GAP = 10;
/** Room kept around a bar (and a date marker's diamond) when a vertical run passes its row. */
const CLEAR = 8;

/** A bar's (or marker's) horizontal extent, null for an issue without dates. */
export type BarSpan = { start: number; end: number } | null;
/** One end of an arrow: the row and the bar's extent there. */
export type ArrowEnd = { row: number; start: number; end: number };

/** Whether a vertical run at `x` from row `from` to row `to` passes clear of every bar in the rows between. */
function clearBetween(x: number, from: number, to: number, barAt: (row: number) => BarSpan): boolean {
  for (let row = Math.min(from, to) + 1; row < Math.max(from, to); row++) {
    const bar = barAt(row);
    if (bar && x >= bar.start - CLEAR && x <= bar.end + CLEAR) return false;
  }
  return true;
}

/** Columns worth trying for the vertical run: the preferred ones, then beside each bar in between. */
function columns(preferred: number[], from: number, to: number, barAt: (row: number) => BarSpan): number[] {
  const xs = [...preferred];
  for (let row = Math.min(from, to) + 1; row < Math.max(from, to); row++) {
    const bar = barAt(row);
    if (bar) xs.push(bar.start - CLEAR - 1, bar.end + CLEAR + 1);
  }
  return xs;
}

/**
 * The path of a dependency arrow from the blocking bar's end to the blocked bar's start. It never runs
 * through an unrelated row: horizontal runs stay in the source row, the target row or the gutters
 * between rows (bars sit in a row's middle), and the one vertical run that crosses the rows in between
 * takes a column where none of their bars is. With room between the bars it is a single elbow;
 * otherwise it steps out right along the gutter, crosses in a free column and comes in from the left.
 */
export function arrowPath(from: ArrowEnd, to: ArrowEnd, rowHeight: number, barAt: (row: number) => BarSpan): string {
  const x1 = from.end;
  const x2 = to.start;
  const y1 = from.row * rowHeight + rowHeight / 2;
  const y2 = to.row * rowHeight + rowHeight / 2;
  const out = x1 + GAP;
  const into = x2 - GAP;
  if (into >= out) {
    const inRange = columns([out, into], from.row, to.row, barAt).filter((x) => x >= out && x <= into);
    const x = inRange.sort((a, b) => a - b).find((c) => clearBetween(c, from.row, to.row, barAt));
    if (x !== undefined) return `M ${x1} ${y1} H ${x} V ${y2} H ${x2}`;
  }
  const down = to.row > from.row;
  // The gutter leaving the source row towards the target, and the one entering the target row.
  const leave = (down ? from.row + 1 : from.row) * rowHeight;
  const enter = (down ? to.row : to.row + 1) * rowHeight;
  const detour = (x: number) => Math.abs(x - out) + Math.abs(x - into);
  // Left of the chart's start would cross the issue names' column.
  const x = columns([out, into], from.row, to.row, barAt)
    .filter((c) => c >= 0)
    .sort((a, b) => detour(a) - detour(b))
    .find((c) => clearBetween(c, from.row, to.row, barAt));
  // Some column always is clear (right of the rightmost bar), so x is only undefined with no rows between.
  if (x === undefined || leave === enter) return `M ${x1} ${y1} H ${out} V ${leave} H ${into} V ${y2} H ${x2}`;
  return `M ${x1} ${y1} H ${out} V ${leave} H ${x} V ${enter} H ${into} V ${y2} H ${x2}`;
}
