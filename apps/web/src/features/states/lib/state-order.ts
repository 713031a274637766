import { STATE_GROUPS, STATE_SEQUENCE_STEP, type State, type StateGroup } from "@hangar/contracts";
import { orderAfterMove, orderAtEnd } from "../../../lib/sort-order";

const options = { step: STATE_SEQUENCE_STEP, first: STATE_SEQUENCE_STEP };

/** States of each group in sequence order, every group present (spec §4 group order). */
export function groupStates(states: State[]): Record<StateGroup, State[]> {
  const groups = Object.fromEntries(STATE_GROUPS.map((group) => [group, [] as State[]])) as Record<StateGroup, State[]>;
  for (const state of states) groups[state.group]?.push(state);
  for (const group of STATE_GROUPS) groups[group].sort((a, b) => a.sequence - b.sequence);
  return groups;
}

/** The sequence for the state at `from` moved to `to` within its group, or null for no change. */
export function sequenceAfterMove(groupStates: State[], from: number, to: number): number | null {
  return orderAfterMove(
    groupStates.map((s) => s.sequence),
    from,
    to,
    options,
  );
}

export function sequenceAtEnd(groupStates: State[]): number {
  return orderAtEnd(
    groupStates.map((s) => s.sequence),
    options,
  );
}
