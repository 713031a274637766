import type { IssueMove } from "../lib/move-issue";

/** What each draggable card and droppable cell carries, so a drop knows where it came from and went. */
export type CardData = { type: "card"; issueId: string; groupKey: string; laneKey?: string };
export type CellData = { type: "cell"; groupKey: string; laneKey?: string };
export type DropData = CardData | CellData;

export const cellId = (groupKey: string, laneKey?: string) => `cell:${groupKey}:${laneKey ?? ""}`;
export const cardId = (issueId: string, groupKey: string, laneKey?: string) => `card:${groupKey}:${laneKey ?? ""}:${issueId}`;

type DropInput = {
  active: CardData;
  over: DropData;
  /** Issue ids of the target cell in display order (the dragged card included if it was there). */
  targetIds: readonly string[];
  /** Over another column's card: whether the pointer is in its lower half (then the card goes after it). */
  belowOver: boolean;
};

/**
 * Where a dropped card lands: its group and lane, and the cards just above and below it, from which
 * the new sort order is the midpoint. Null when nothing changes (dropped where it was).
 */
export function resolveDrop({ active, over, targetIds, belowOver }: DropInput): IssueMove | null {
  const sameCell = active.groupKey === over.groupKey && active.laneKey === over.laneKey;
  const others = targetIds.filter((id) => id !== active.issueId);
  let index: number;
  if (over.type === "cell") {
    index = others.length;
  } else if (sameCell) {
    // Sortable semantics: the card takes the place of the one it is over.
    const from = targetIds.indexOf(active.issueId);
    const to = targetIds.indexOf(over.issueId);
    if (from === -1 || to === -1 || from === to) return null;
    index = to;
  } else {
    const at = others.indexOf(over.issueId);
    index = at === -1 ? others.length : at + (belowOver ? 1 : 0);
  }
  if (sameCell && over.type === "cell" && targetIds[targetIds.length - 1] === active.issueId) return null;
  return {
    issueId: active.issueId,
    fromGroup: active.groupKey,
    toGroup: over.groupKey,
    fromLane: active.laneKey,
    toLane: over.laneKey,
    beforeId: others[index - 1],
    afterId: others[index],
  };
}
