import type { Issue } from "@hangar/contracts";
import { addDays, differenceInCalendarDays } from "date-fns";
import { fromIsoDay, isoDay } from "./calendar-days";

export type DueDateMove = { target_date: string; start_date?: string };

/**
 * The patch for dropping an issue on `day` (its new due date), or null when nothing changes.
 * The server refuses a start date after the due date, so when the new due date falls before the start
 * date the start moves by the same number of days: the issue keeps its length instead of being refused.
 */
export function dueDateMove(issue: Pick<Issue, "start_date" | "target_date">, day: string): DueDateMove | null {
  if (issue.target_date === day) return null;
  const move: DueDateMove = { target_date: day };
  if (issue.start_date && issue.start_date > day) {
    const delta = issue.target_date ? differenceInCalendarDays(fromIsoDay(day), fromIsoDay(issue.target_date)) : 0;
    const shifted = isoDay(addDays(fromIsoDay(issue.start_date), delta));
    // Bad data (start already after due) could still land after the new due date: clamp it.
    move.start_date = shifted > day ? day : shifted;
  }
  return move;
}
