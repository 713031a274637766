import { z } from "zod";
import { hexColor, text, uuid } from "./common";

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

export type Label = {
  id: string;
  name: string;
  color: string;
  parent: string | null;
  project_id: string;
  workspace_id: string;
  description: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

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

/** Below this gap between neighbours a midpoint loses precision, so the sibling list is renumbered. */
export const LABEL_MIN_SORT_GAP = 1e-6;
