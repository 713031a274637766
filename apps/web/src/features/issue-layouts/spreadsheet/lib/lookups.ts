import type { Issue, Label, State } from "@hangar/contracts";
import type { PickerCreate } from "../../../../components/picker-create-item";
import type { LayoutMember, ProjectKeyRef } from "../../calendar/layout-props";
import type { Column } from "./columns";

export type NamedRef = { id: string; name: string };
export type EstimatePointRef = { id: string; value: string };

/** Ids to names and colors, built once per render of the sheet. */
export type SheetLookups = {
  identifier?: string;
  /** A list across projects: each issue's key and pickers follow its own project. */
  projects?: readonly ProjectKeyRef[];
  states: State[];
  statesById: ReadonlyMap<string, State>;
  labelsById: ReadonlyMap<string, Label>;
  membersById: ReadonlyMap<string, LayoutMember>;
  estimatesById: ReadonlyMap<string, string>;
  modulesById: ReadonlyMap<string, string>;
  cyclesById: ReadonlyMap<string, string>;
  /** Project id → the points of its active estimate, in order. Absent: the host did not say (values only). */
  activeEstimatePoints?: ReadonlyMap<string, readonly EstimatePointRef[]>;
  /** Creates a label in an issue's project from the Labels picker; absent, or undefined for a project, offers none. */
  labelCreator?: (projectId: string) => PickerCreate | undefined;
  today: string;
};

/**
 * Whether a cell opens an editor: its column has one, and an estimate is only picked where the issue's
 * project has an active estimate (the server takes no other points).
 */
export function canEditCell(column: Column, issue: Issue, lookups: SheetLookups): boolean {
  if (!column.editor) return false;
  if (column.editor === "estimate") return Boolean(lookups.activeEstimatePoints?.get(issue.project_id)?.length);
  return true;
}

/** Names of `ids` that resolve, in order. */
export function namesOf(ids: readonly string[], byId: ReadonlyMap<string, string>): string[] {
  return ids.map((id) => byId.get(id)).filter((n): n is string => Boolean(n));
}
