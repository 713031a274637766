import {
  ESTIMATE_POINTS_LIMIT_MESSAGE,
  ESTIMATE_POINTS_MAX,
  ESTIMATE_POINTS_MIN,
  ESTIMATE_SYSTEMS,
  type Estimate,
  type EstimateType,
  NUMERIC_POINT_RE,
} from "@hangar/contracts";

/** Spec §4: the estimate with last_used is the project's active one. */
export function activeEstimateOf(estimates: readonly Estimate[] | undefined): Estimate | undefined {
  return estimates?.find((e) => e.last_used);
}

/** Spec §4: the others are archived, newest first. */
export function archivedEstimatesOf(estimates: readonly Estimate[] | undefined): Estimate[] {
  return (estimates ?? []).filter((e) => !e.last_used).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export const pointsInOrder = (estimate: Estimate) => [...estimate.points].sort((a, b) => a.key - b.key);

/** The values a template starts with; custom starts with two empty rows to fill in. */
export function templateValues(type: EstimateType, template: string): string[] {
  const values = ESTIMATE_SYSTEMS[type].templates[template]?.values ?? [];
  return values.length > 0 ? [...values] : ["", ""];
}

/**
 * The checks the server makes on a set of point values, in the words the user sees: the count limit of
 * spec §5, numbers for a points estimate, no blanks and no repeats.
 */
export function pointValuesError(type: EstimateType, values: readonly string[]): string | null {
  if (values.length < ESTIMATE_POINTS_MIN || values.length > ESTIMATE_POINTS_MAX) return ESTIMATE_POINTS_LIMIT_MESSAGE;
  const trimmed = values.map((v) => v.trim());
  if (trimmed.some((v) => v === "")) return "Every point needs a value";
  if (trimmed.some((v) => v.length > 20)) return "A point's value can be at most 20 characters";
  if (type === "points" && trimmed.some((v) => !NUMERIC_POINT_RE.test(v))) return "Points must be numbers, like 1, 2 or 0.5";
  if (new Set(trimmed.map((v) => v.toLowerCase())).size !== trimmed.length) return "Each point needs a different value";
  return null;
}

export type PointStep = { kind: "add"; value: string } | { kind: "delete"; pointId: string };

/**
 * The order in which to add and delete points so the server's 2–6 limit holds after every single call:
 * add while there is room, delete otherwise. With a valid final count this never steps outside the range.
 */
export function pointSteps(currentCount: number, adds: readonly string[], deletes: readonly string[]): PointStep[] {
  const steps: PointStep[] = [];
  const pendingAdds = [...adds];
  const pendingDeletes = [...deletes];
  let count = currentCount;
  while (pendingAdds.length > 0 || pendingDeletes.length > 0) {
    if (pendingAdds.length > 0 && (count < ESTIMATE_POINTS_MAX || pendingDeletes.length === 0)) {
      steps.push({ kind: "add", value: pendingAdds.shift() as string });
      count += 1;
    } else {
      steps.push({ kind: "delete", pointId: pendingDeletes.shift() as string });
      count -= 1;
    }
  }
  return steps;
}
