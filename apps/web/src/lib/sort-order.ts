type OrderOptions = { step: number; first: number };

/** The order value between two neighbours: their midpoint, or one step past the only neighbour. */
export function orderBetween(before: number | undefined, after: number | undefined, { step, first }: OrderOptions): number {
  if (before !== undefined && after !== undefined) return (before + after) / 2;
  if (before !== undefined) return before + step;
  if (after !== undefined) return after - step;
  return first;
}

/**
 * The new order value of the item at `from` once moved to index `to` of the same ordered list, or
 * null when the move changes nothing.
 */
export function orderAfterMove(orders: readonly number[], from: number, to: number, options: OrderOptions): number | null {
  if (from === to || from < 0 || to < 0 || from >= orders.length || to >= orders.length) return null;
  const rest = orders.filter((_, index) => index !== from);
  return orderBetween(rest[to - 1], rest[to], options);
}

/** The order value for an item appended after the last one. */
export function orderAtEnd(orders: readonly number[], options: OrderOptions): number {
  return orders.length === 0 ? options.first : Math.max(...orders) + options.step;
}
