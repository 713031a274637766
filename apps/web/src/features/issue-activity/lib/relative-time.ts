import { differenceInSeconds } from "date-fns";
import { formatDate } from "../../../lib/dates";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Spec §9: relative dates count a month as 30 days.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Spec §9 short forms: "5m ago", "3d ago", "2mo ago"; anything under ten seconds is "just now". */
export function shortRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, differenceInSeconds(now, new Date(iso)));
  if (seconds < 10) return "just now";
  if (seconds < MINUTE) return `${seconds}s ago`;
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m ago`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h ago`;
  if (seconds < MONTH) return `${Math.floor(seconds / DAY)}d ago`;
  if (seconds < YEAR) return `${Math.floor(seconds / MONTH)}mo ago`;
  return `${Math.floor(seconds / YEAR)}y ago`;
}

/** The exact moment, for a tooltip next to a relative time. */
export function fullDateTime(iso: string): string {
  return formatDate(iso, "datetime");
}

/** A `YYYY-MM-DD` value as people read it, without a time zone shifting the day. */
export function readableDate(value: string): string {
  return formatDate(value, "long");
}
