import { DEFAULT_PROJECT_STATES, STATE_GROUP_META, STATE_SEQUENCE_STEP } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { states } from "../../db/schema";

/** Every new project starts with Backlog (default), Todo, In Progress, Done and Cancelled. */
export async function seedDefaultStates(db: Db, project: { id: string; workspace_id: string }, userId: string) {
  await db.insert(states).values(
    DEFAULT_PROJECT_STATES.map((s, i) => ({
      workspace_id: project.workspace_id,
      project_id: project.id,
      name: s.name,
      group: s.group,
      color: STATE_GROUP_META[s.group].color,
      default: s.default ?? false,
      sequence: (i + 1) * STATE_SEQUENCE_STEP,
      created_by: userId,
      updated_by: userId,
    })),
  );
}
