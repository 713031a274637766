import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { format, parse } from "date-fns";
import { toDate } from "../lib/dates";

/** The calendar's grid is named by its month ("March 2025"); a spreadsheet around it is a grid too. */
const MONTH_RE = /^[A-Z][a-z]+ \d{4}$/;

/**
 * Picks a `YYYY-MM-DD` day in the date picker opened by `trigger`: pages the calendar to that month
 * with its arrows, then clicks the day by its spoken name, as a keyboard or mouse user would.
 */
export async function pickDate(user: UserEvent, trigger: HTMLElement, iso: string) {
  await user.click(trigger);
  await pickInCalendar(user, iso);
}

/** Picks a `YYYY-MM-DD` day in the calendar that is open now (a spreadsheet date cell opens one at once). */
export async function pickInCalendar(user: UserEvent, iso: string) {
  const target = toDate(iso);
  const wanted = format(target, "LLLL yyyy");
  for (let step = 0; step < 240; step++) {
    const shown = (await screen.findByRole("grid", { name: MONTH_RE })).getAttribute("aria-label") ?? "";
    if (shown === wanted) break;
    const back = parse(shown, "LLLL yyyy", target) > target;
    await user.click(screen.getByRole("button", { name: back ? "Go to the Previous Month" : "Go to the Next Month" }));
  }
  await user.click(screen.getByRole("button", { name: new RegExp(format(target, "PPPP")) }));
}
