import type { Label, MemberDetail, State } from "@hangar/contracts";

/** What a row needs to turn ids into names and colors, built once per list render. */
export type IssueLookups = {
  identifier: string;
  statesById: Map<string, State>;
  labelsById: Map<string, Label>;
  membersById: Map<string, MemberDetail>;
  today: string;
};
