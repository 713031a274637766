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

/**
 * An elbow path from (x1, y1), the blocking bar's end, to (x2, y2), the blocked bar's start. When the
 * blocked bar starts after the end there is room for one bend; otherwise the path steps out right,
 * runs between the two rows, and comes in from the left.
 */
export function arrowPath(x1: number, y1: number, x2: number, y2: number): string {
  if (x2 - x1 >= GAP * 2) {
    const xm = x1 + GAP;
    return `M ${x1} ${y1} H ${xm} V ${y2} H ${x2}`;
  }
  const ym = y1 + (y2 - y1) / 2;
  return `M ${x1} ${y1} H ${x1 + GAP} V ${ym} H ${x2 - GAP} V ${y2} H ${x2}`;
}
