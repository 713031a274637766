import { type IssueGroupBy, NONE_VALUE, PRIORITIES, type Priority, STATE_GROUP_META, STATE_GROUPS } from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";

export type GroupIconKind = "state" | "state_group" | "priority" | "label" | "person" | "cycle" | "module" | "project" | "none";

/** How a group header or board column presents its key. */
export type GroupMeta = {
  key: string;
  name: string;
  kind: GroupIconKind;
  color?: string;
  /** The state group of a state column (its icon's shape). */
  stateGroup?: string;
  priority?: Priority;
  avatar?: string | null;
};

const PRIORITY_LABELS: Record<Priority, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
  none: "No priority",
};

const NONE_NAMES: Partial<Record<IssueGroupBy, string>> = {
  state_id: "No state",
  state__group: "No state",
  labels__id: "No labels",
  assignees__id: "Unassigned",
  created_by: "Unknown",
  cycle_id: "No cycle",
  issue_module__module_id: "No module",
};

export function groupMeta(groupBy: IssueGroupBy | null, key: string, lookups: IssueLookups): GroupMeta {
  if (groupBy === null) return { key, name: "All issues", kind: "none" };
  if (key === NONE_VALUE) return { key, name: NONE_NAMES[groupBy] ?? "None", kind: "none" };
  switch (groupBy) {
    case "state_id": {
      const state = lookups.statesById.get(key);
      return { key, name: state?.name ?? "Unknown state", kind: "state", color: state?.color, stateGroup: state?.group };
    }
    case "state__group": {
      const meta = STATE_GROUP_META[key as keyof typeof STATE_GROUP_META];
      return { key, name: meta?.label ?? key, kind: "state_group", color: meta?.color, stateGroup: key };
    }
    case "priority":
      return { key, name: PRIORITY_LABELS[key as Priority] ?? key, kind: "priority", priority: key as Priority };
    case "labels__id": {
      const label = lookups.labelsById.get(key);
      return { key, name: label?.name ?? "Unknown label", kind: "label", color: label?.color };
    }
    case "assignees__id":
    case "created_by": {
      const person = lookups.peopleById.get(key);
      return { key, name: person?.name ?? "Unknown member", kind: "person", avatar: person?.avatar ?? null };
    }
    case "cycle_id":
      return { key, name: lookups.cyclesById.get(key)?.name ?? "Unknown cycle", kind: "cycle" };
    case "issue_module__module_id":
      return { key, name: lookups.modulesById.get(key)?.name ?? "Unknown module", kind: "module" };
    case "project_id": {
      const listed = lookups.projects?.find((p) => p.id === key)?.name;
      const name = listed ?? (key === lookups.projectId ? lookups.projectName || "This project" : "Other project");
      return { key, name, kind: "project" };
    }
  }
}

/** Every group a grouping has, in display order ("None" last where an issue can lack the value). */
export function knownGroupKeys(groupBy: IssueGroupBy | null, lookups: IssueLookups): string[] {
  switch (groupBy) {
    case null:
      return [""];
    case "state_id":
      return lookups.states.map((s) => s.id);
    case "state__group":
      return [...STATE_GROUPS];
    case "priority":
      return [...PRIORITIES];
    case "labels__id":
      return [...lookups.labels.map((l) => l.id), NONE_VALUE];
    case "assignees__id":
      return [...lookups.people.map((p) => p.id), NONE_VALUE];
    case "created_by":
      return lookups.people.map((p) => p.id);
    case "cycle_id":
      return [...lookups.cycles.map((c) => c.id), NONE_VALUE];
    case "issue_module__module_id":
      return [...lookups.modules.map((m) => m.id), NONE_VALUE];
    case "project_id":
      return lookups.projects ? lookups.projects.map((p) => p.id) : [lookups.projectId];
    default:
      return [];
  }
}
