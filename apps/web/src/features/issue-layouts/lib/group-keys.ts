import { type Issue, type IssueGroupBy, NONE_VALUE } from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";

const orNone = (ids: string[]) => (ids.length > 0 ? ids : [NONE_VALUE]);

/**
 * The groups an issue sits in under a grouping, computed from its current values so an optimistic
 * change or a live event moves it at once. Many-to-many groupings put it in every group it belongs to,
 * as the server does; a missing value is the group "None".
 */
export function groupKeysOf(issue: Issue, groupBy: IssueGroupBy | null, lookups: Pick<IssueLookups, "statesById">): string[] {
  switch (groupBy) {
    case null:
      return [""];
    case "state_id":
      return [issue.state_id ?? NONE_VALUE];
    case "state__group":
      return [(issue.state_id && lookups.statesById.get(issue.state_id)?.group) || NONE_VALUE];
    case "priority":
      return [issue.priority];
    case "project_id":
      return [issue.project_id];
    case "cycle_id":
      return [issue.cycle_id ?? NONE_VALUE];
    case "issue_module__module_id":
      return orNone(issue.module_ids);
    case "labels__id":
      return orNone(issue.label_ids);
    case "assignees__id":
      return orNone(issue.assignee_ids);
    case "created_by":
      return [issue.created_by ?? NONE_VALUE];
    default:
      return [""];
  }
}
