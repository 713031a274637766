import type { Label, State } from "@hangar/contracts";
import type { LayoutMember } from "../../calendar/layout-props";

export type NamedRef = { id: string; name: string };
export type EstimatePointRef = { id: string; value: string };

/** Ids to names and colors, built once per render of the sheet. */
export type SheetLookups = {
  identifier?: string;
  states: State[];
  statesById: ReadonlyMap<string, State>;
  labelsById: ReadonlyMap<string, Label>;
  membersById: ReadonlyMap<string, LayoutMember>;
  estimatesById: ReadonlyMap<string, string>;
  modulesById: ReadonlyMap<string, string>;
  cyclesById: ReadonlyMap<string, string>;
  today: string;
};

/** Names of `ids` that resolve, in order. */
export function namesOf(ids: readonly string[], byId: ReadonlyMap<string, string>): string[] {
  return ids.map((id) => byId.get(id)).filter((n): n is string => Boolean(n));
}
