import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { format, parse } from "date-fns";
import { toDate } from "../lib/dates";

/**
 * Picks a `YYYY-MM-DD` day in the date picker opened by `trigger`: pages the calendar to that month
 * with its arrows, then clicks the day by its spoken name, as a keyboard or mouse user would.
 */
export async function pickDate(user: UserEvent, trigger: HTMLElement, iso: string) {
  const target = toDate(iso);
  await user.click(trigger);
  const wanted = format(target, "LLLL yyyy");
  for (let step = 0; step < 240; step++) {
    const shown = (await screen.findByRole("grid")).getAttribute("aria-label") ?? "";
    if (shown === wanted) break;
    const back = parse(shown, "LLLL yyyy", target) > target;
    await user.click(screen.getByRole("button", { name: back ? "Go to the Previous Month" : "Go to the Next Month" }));
  }
  await user.click(screen.getByRole("button", { name: new RegExp(format(target, "PPPP")) }));
}
