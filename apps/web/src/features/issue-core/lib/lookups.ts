import type { Label, State } from "@hangar/contracts";

/** Anyone who can appear on an issue (assignee, creator, mentioned), already named for display. */
export type PersonRef = { id: string; name: string; avatar: string | null };
export type NamedRef = { id: string; name: string };

/** What rows, cards and group headers need to turn ids into names and colors, built once per render. */
export type IssueLookups = {
  projectId: string;
  projectName: string;
  identifier: string;
  /** In the spec's group order, then sequence. */
  states: State[];
  statesById: Map<string, State>;
  labels: Label[];
  labelsById: Map<string, Label>;
  /** The caller first (member lists leave the caller out), then the project's members. */
  people: PersonRef[];
  peopleById: Map<string, PersonRef>;
  cycles: NamedRef[];
  cyclesById: Map<string, NamedRef>;
  modules: NamedRef[];
  modulesById: Map<string, NamedRef>;
  /** Estimate point id → its value ("3", "M"…). */
  estimatePoints: Map<string, string>;
  /** Project id → the points of its active estimate in order; a project that does not estimate is missing. */
  activeEstimatePoints?: Map<string, { id: string; value: string }[]>;
  today: string;
  /** A workspace-wide list's projects (the caller's), to name the project groups. */
  projects?: (NamedRef & { identifier: string })[];
};

export function emptyLookups(projectId = ""): IssueLookups {
  return {
    projectId,
    projectName: "",
    identifier: "",
    states: [],
    statesById: new Map(),
    labels: [],
    labelsById: new Map(),
    people: [],
    peopleById: new Map(),
    cycles: [],
    cyclesById: new Map(),
    modules: [],
    modulesById: new Map(),
    estimatePoints: new Map(),
    today: "",
  };
}
