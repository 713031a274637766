import { z } from "zod";
import { hexColor, text } from "./common";
import { STATE_GROUPS } from "./constants";

export { compareStates, STATE_GROUP_ORDER } from "./domain/state";

export const stateGroupSchema = z.enum(STATE_GROUPS, { message: `group must be one of: ${STATE_GROUPS.join(", ")}` });

export const createStateBody = z.object({
  name: text().trim().min(1, "name is required").max(255, "name can be at most 255 characters"),
  color: hexColor,
  group: stateGroupSchema,
  description: text().max(2000, "description can be at most 2000 characters").optional(),
  sequence: z.number().finite().optional(),
});
/** PUT replaces the editable fields; description and sequence keep their value when left out. */
export const replaceStateBody = createStateBody.strict();
export const updateStateBody = createStateBody.partial().strict();

export type CreateStateBody = z.infer<typeof createStateBody>;
export type UpdateStateBody = z.infer<typeof updateStateBody>;

export const stateSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  workspace_id: z.string(),
  name: z.string(),
  color: z.string(),
  group: z.enum(STATE_GROUPS),
  default: z.boolean(),
  description: z.string(),
  sequence: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type State = z.infer<typeof stateSchema>;
