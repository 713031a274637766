import { z } from "zod";
import { hexColor, uuid } from "./common";

export const createLabelBody = z.object({
  name: z.string().trim().min(1, "name is required").max(255),
  color: hexColor.optional(),
  parent: uuid.nullable().optional(),
  description: z.string().max(2000).optional(),
  sort_order: z.number().finite().optional(),
});
export const updateLabelBody = createLabelBody.partial().strict();

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
};
