import { z } from "zod";
import { text } from "./common";
import { ESTIMATE_TYPES } from "./domain/estimate";

export {
  ESTIMATE_POINTS_LIMIT_MESSAGE,
  ESTIMATE_POINTS_MAX,
  ESTIMATE_POINTS_MIN,
  ESTIMATE_SYSTEMS,
  ESTIMATE_TIME_PAID_MESSAGE,
  ESTIMATE_TYPES,
  NUMERIC_POINT_RE,
} from "./domain/estimate";

export type EstimateType = (typeof ESTIMATE_TYPES)[number];

export type EstimateTemplate = { title: string; values: string[] };
export type EstimateSystem = { name: string; is_available: boolean; templates: Record<string, EstimateTemplate> };

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
