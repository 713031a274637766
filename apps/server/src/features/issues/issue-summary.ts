import type { Priority, StateGroup } from "@hangar/contracts";
import { sql } from "drizzle-orm";
import { issues, projects, states } from "../../db/schema";

/**
 * What names an issue where it is shown outside its project's lists (search hits, the home page's work
 * items): its key, name, state and priority. Select it from `issues` joined to `projects` and left-joined
 * to `states` (an issue may have no state).
 */
export const issueSummaryColumns = {
  id: issues.id,
  name: issues.name,
  sequence_id: issues.sequence_id,
  project_id: issues.project_id,
  project_identifier: projects.identifier,
  state_id: issues.state_id,
  state_name: states.name,
  state_group: sql<StateGroup | null>`${states.group}`,
  state_color: states.color,
  priority: sql<Priority>`${issues.priority}`,
};
