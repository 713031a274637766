import { addDays } from "date-fns";
import { toDate } from "../../../lib/dates";

/** The moment a preset ends: that many days from now. */
export const snoozeUntil = (days: number, now = new Date()): string => addDays(now, days).toISOString();

/** Spec §9: a custom snooze picks a time on the half hour, "00:00" to "23:30". */
export const HALF_HOURS: string[] = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, "0");
  return `${hours}:${i % 2 ? "30" : "00"}`;
});

/** A local day (`YYYY-MM-DD`) at a half-hour time (`HH:MM`), as the API's timestamp. */
export function customSnoozeUntil(day: string, time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const at = toDate(day);
  at.setHours(hours ?? 0, minutes ?? 0, 0, 0);
  return at.toISOString();
}

/** The first half hour still ahead on that day (a custom snooze must end in the future), or null if none is. */
export function firstTimeAfter(day: string, now = new Date()): string | null {
  return HALF_HOURS.find((time) => new Date(customSnoozeUntil(day, time)).getTime() > now.getTime()) ?? null;
}

/** How a time reads in the reader's locale ("9:30 AM" or "09:30"). */
export function timeLabel(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const at = new Date(2000, 0, 1, hours, minutes);
  return new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(at);
}
