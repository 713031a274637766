/**
 * The estimate contract's values and rules without its zod schemas, so the browser can load them alone
 * (../estimate.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import type { EstimateSystem, EstimateType } from "../estimate";

export const ESTIMATE_TYPES = ["points", "categories", "time"] as const;

/** Spec §5 and §9: an estimate has 2 to 6 points. */
export const ESTIMATE_POINTS_MIN = 2;

export const ESTIMATE_POINTS_MAX = 6;

export const ESTIMATE_POINTS_LIMIT_MESSAGE = `Estimate points must be between ${ESTIMATE_POINTS_MIN} and ${ESTIMATE_POINTS_MAX}`;

export const ESTIMATE_TIME_PAID_MESSAGE = "Time estimates are available on paid plans only";

/** Spec §5 estimate systems; "custom" starts empty and lets the admin type the values. */
export const ESTIMATE_SYSTEMS: Record<EstimateType, EstimateSystem> = {
  points: {
    name: "Points",
    is_available: true,
    templates: {
      fibonacci: { title: "Fibonacci", values: ["1", "2", "3", "5", "8", "13"] },
      linear: { title: "Linear", values: ["1", "2", "3", "4", "5", "6"] },
      squares: { title: "Squares", values: ["1", "4", "9", "16", "25", "36"] },
      custom: { title: "Custom", values: [] },
    },
  },
  categories: {
    name: "Categories",
    is_available: true,
    templates: {
      t_shirt_sizes: { title: "T-Shirt", values: ["XS", "S", "M", "L", "XL", "XXL"] },
      easy_to_hard: { title: "Easy to hard", values: ["Easy", "Medium", "Hard", "Very Hard"] },
      custom: { title: "Custom", values: [] },
    },
  },
  time: {
    name: "Time",
    is_available: false,
    templates: { hours: { title: "Hours", values: ["1", "2", "3", "4", "5", "6"] } },
  },
};

/** A points value is a plain non-negative number so totals can be summed. */
export const NUMERIC_POINT_RE = /^\d+(\.\d+)?$/;
