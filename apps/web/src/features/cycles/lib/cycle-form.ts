import type { Cycle, UpdateCycleBody } from "@hangar/contracts";
import { formatDay } from "./cycle-status";

export type CycleFormValues = { name: string; description: string; start_date: string; end_date: string };
export type CycleFormField = keyof CycleFormValues;
export type CycleFormErrors = Partial<Record<CycleFormField | "form", string>>;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export function initialValues(cycle?: Cycle | null): CycleFormValues {
  return {
    name: cycle?.name ?? "",
    description: cycle?.description ?? "",
    start_date: cycle?.start_date ?? "",
    end_date: cycle?.end_date ?? "",
  };
}

/** Spec §5: dates are yyyy-mm-dd; a cycle has both dates or none (a draft), and never ends before it starts. */
export function validateCycleForm(values: CycleFormValues): CycleFormErrors {
  const errors: CycleFormErrors = {};
  if (!values.name.trim()) errors.name = "Name is required";
  const { start_date: start, end_date: end } = values;
  if (start && !DAY_RE.test(start)) errors.start_date = "Use a date like 2025-03-01";
  if (end && !DAY_RE.test(end)) errors.end_date = "Use a date like 2025-03-01";
  if (errors.start_date || errors.end_date) return errors;
  if (Boolean(start) !== Boolean(end)) {
    errors[start ? "end_date" : "start_date"] = "Set both dates, or clear both to save a draft";
  } else if (start && end && end < start) {
    errors.end_date = "The end date must be on or after the start date";
  }
  return errors;
}

/** The request body: only what changed when editing, and null dates for a draft. */
export function cycleBody(values: CycleFormValues, cycle?: Cycle | null): UpdateCycleBody & { name?: string } {
  const next = {
    name: values.name.trim(),
    description: values.description,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
  };
  if (!cycle) return next;
  const body: UpdateCycleBody = {};
  if (next.name !== cycle.name) body.name = next.name;
  if (next.description !== cycle.description) body.description = next.description;
  if (next.start_date !== cycle.start_date) body.start_date = next.start_date;
  if (next.end_date !== cycle.end_date) body.end_date = next.end_date;
  return body;
}

/** Another cycle of the project sharing a day with these dates, from the cached list. */
export function overlappingCycle(cycles: readonly Cycle[], start: string, end: string, exceptId?: string): Cycle | undefined {
  return cycles.find((c) => c.id !== exceptId && c.start_date && c.end_date && c.start_date <= end && c.end_date >= start);
}

/** What the form says when date-check answers that the dates are taken. */
export function overlapMessage(other: Cycle | undefined): string {
  const base = "These dates overlap another cycle of this project";
  if (!other?.start_date || !other.end_date) return `${base}. Pick other dates, or clear both to save a draft.`;
  return `${base}: “${other.name}” (${formatDay(other.start_date)} – ${formatDay(other.end_date)}). Pick other dates, or clear both to save a draft.`;
}
