/**
 * The state contract's values and rules without its zod schemas, so the browser can load them alone
 * (../state.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import { STATE_GROUPS } from "../constants";
import type { State } from "../state";

export const STATE_GROUP_ORDER: Record<(typeof STATE_GROUPS)[number], number> = Object.fromEntries(
  STATE_GROUPS.map((g, i) => [g, i]),
) as Record<(typeof STATE_GROUPS)[number], number>;

/** Spec §4: states order by group order, then sequence. */
export function compareStates(a: Pick<State, "group" | "sequence">, b: Pick<State, "group" | "sequence">): number {
  return STATE_GROUP_ORDER[a.group] - STATE_GROUP_ORDER[b.group] || a.sequence - b.sequence;
}
