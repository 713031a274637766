import { z } from "zod";
import { text } from "./common";

export const ESTIMATE_TYPES = ["points", "categories", "time"] as const;
export type EstimateType = (typeof ESTIMATE_TYPES)[number];

/** Spec §5 and §9: an estimate has 2 to 6 points. */
export const ESTIMATE_POINTS_MIN = 2;
export const ESTIMATE_POINTS_MAX = 6;
export const ESTIMATE_POINTS_LIMIT_MESSAGE = `Estimate points must be between ${ESTIMATE_POINTS_MIN} and ${ESTIMATE_POINTS_MAX}`;
export const ESTIMATE_TIME_PAID_MESSAGE = "Time estimates are available on paid plans only";

export type EstimateTemplate = { title: string; values: string[] };
export type EstimateSystem = { name: string; is_available: boolean; templates: Record<string, EstimateTemplate> };

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

const pointValue = text().trim().min(1, "value is required").max(20, "value can be at most 20 characters");
const pointKey = z.number().int("key must be an integer").min(1, "key must be at least 1").max(1000);
const pointDescription = text().max(255, "description can be at most 255 characters");

export const estimatePointInput = z.object({
  key: pointKey.optional(),
  value: pointValue,
  description: pointDescription.optional(),
});

export const createEstimateBody = z.object({
  estimate: z.object({
    name: text().trim().min(1, "name is required").max(255, "name can be at most 255 characters"),
    description: text().max(2000, "description can be at most 2000 characters").optional(),
    type: z.enum(ESTIMATE_TYPES, { message: `type must be one of: ${ESTIMATE_TYPES.join(", ")}` }),
  }),
  estimate_points: z.array(estimatePointInput).max(50),
});
/** last_used: true makes this the project's active estimate and archives the others. */
export const updateEstimateBody = z
  .object({
    name: text().trim().min(1, "name is required").max(255, "name can be at most 255 characters"),
    description: text().max(2000, "description can be at most 2000 characters"),
    last_used: z.boolean(),
  })
  .partial()
  .strict();
export const createEstimatePointBody = estimatePointInput.strict();
export const updateEstimatePointBody = z
  .object({ key: pointKey, value: pointValue, description: pointDescription })
  .partial()
  .strict();

export type CreateEstimateBody = z.infer<typeof createEstimateBody>;
export type UpdateEstimateBody = z.infer<typeof updateEstimateBody>;
export type CreateEstimatePointBody = z.infer<typeof createEstimatePointBody>;
export type UpdateEstimatePointBody = z.infer<typeof updateEstimatePointBody>;

export const estimatePointSchema = z.object({
  id: z.string(),
  key: z.number(),
  value: z.string(),
  description: z.string(),
  workspace: z.string(),
  project: z.string(),
  estimate: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EstimatePoint = z.infer<typeof estimatePointSchema>;

/** An estimate with its points in key order; last_used marks the project's active one. */
export const estimateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(ESTIMATE_TYPES),
  workspace: z.string(),
  project: z.string(),
  last_used: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  points: z.array(estimatePointSchema),
});
export type Estimate = z.infer<typeof estimateSchema>;
