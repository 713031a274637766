/**
 * The label contract's values and rules without its zod schemas, so the browser can load them alone
 * (../label.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
/** Colors a new label gets when the client sends none. */
export const LABEL_COLORS = [
  "#ef4444",
  "#f97316",
  "#f59e0b",
  "#84cc16",
  "#22c55e",
  "#14b8a6",
  "#06b6d4",
  "#3b82f6",
  "#6366f1",
  "#8b5cf6",
  "#d946ef",
  "#ec4899",
  "#64748b",
] as const;
