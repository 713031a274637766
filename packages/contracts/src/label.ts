import { z } from "zod";
import { hexColor, text, uuid } from "./common";

export { LABEL_COLORS } from "./domain/label";

export const createLabelBody = z.object({
  name: text().trim().min(1, "name is required").max(255, "name can be at most 255 characters"),
  color: hexColor.optional(),
  parent: uuid.nullable().optional(),
  description: text().max(2000, "description can be at most 2000 characters").optional(),
  sort_order: z.number().finite().optional(),
});
export const updateLabelBody = createLabelBody.partial().strict();

export type CreateLabelBody = z.infer<typeof createLabelBody>;
export type UpdateLabelBody = z.infer<typeof updateLabelBody>;

export const labelSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  parent: z.string().nullable(),
  project_id: z.string(),
  workspace_id: z.string(),
  description: z.string(),
  sort_order: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Label = z.infer<typeof labelSchema>;

/** Below this gap between neighbours a midpoint loses precision, so the sibling list is renumbered. */
export const LABEL_MIN_SORT_GAP = 1e-6;
