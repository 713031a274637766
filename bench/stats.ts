/**
 * The nearest-rank percentile of a sample (p in 0..100): the smallest value with at least p% of the
 * sample at or below it; 0 for an empty sample.
 */
export const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];
};

/** Milliseconds right-aligned for a table column. */
export const ms = (x: number) => `${x.toFixed(2)} ms`.padStart(10);
