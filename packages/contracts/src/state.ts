import { z } from "zod";
import { STATE_GROUPS } from "./constants";
import { hexColor } from "./common";

export const createStateBody = z.object({
  name: z.string().trim().min(1, "name is required").max(255),
  color: hexColor,
  group: z.enum(STATE_GROUPS, { message: `group must be one of: ${STATE_GROUPS.join(", ")}` }),
  description: z.string().max(2000).optional(),
  sequence: z.number().finite().optional(),
});
export const updateStateBody = createStateBody.partial().strict();

export type State = {
  id: string;
  project_id: string;
  workspace_id: string;
  name: string;
  color: string;
  group: (typeof STATE_GROUPS)[number];
  default: boolean;
  description: string;
  sequence: number;
  created_at: string;
  updated_at: string;
};
