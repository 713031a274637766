import { SORT_ORDER_STEP } from "@hangar/contracts";

/**
 * The sort_order of the sticky at `from` once dropped at index `to` of a list shown top first (highest
 * sort_order first): the midpoint of its new neighbours, or a step beyond the only one. Null when nothing moves.
 */
export function stickyOrderAfterMove(orders: readonly number[], from: number, to: number): number | null {
  if (from === to || from < 0 || to < 0 || from >= orders.length || to >= orders.length) return null;
  const rest = orders.filter((_, index) => index !== from);
  const above = rest[to - 1];
  const below = rest[to];
  if (above !== undefined && below !== undefined) return (above + below) / 2;
  if (above !== undefined) return above - SORT_ORDER_STEP;
  if (below !== undefined) return below + SORT_ORDER_STEP;
  return null;
}
