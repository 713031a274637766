import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  getISOWeek,
  isSameMonth,
  isSameWeek,
  isWeekend,
  startOfMonth,
  startOfWeek,
} from "date-fns";

export type CalendarView = "month" | "week";

/** Spec §3 "Calendar day", plus the ISO date the cell stands for and whether it is a weekend. */
export type CalendarDay = {
  date: string;
  year: number;
  month: number;
  day: number;
  week: number;
  is_current_month: boolean;
  is_current_week: boolean;
  is_today: boolean;
  is_weekend: boolean;
};

/** Weeks start on Monday, so hiding weekends leaves one contiguous Monday–Friday block. */
export const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

export const isoDay = (date: Date): string => format(date, "yyyy-MM-dd");
/** A YYYY-MM-DD string as a local date (date-fns' parseISO would do the same; this skips the regex). */
export const fromIsoDay = (day: string): Date => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
};

function toCalendarDay(date: Date, anchor: Date, now: Date): CalendarDay {
  return {
    date: isoDay(date),
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    week: getISOWeek(date),
    // The displayed month: other-month days of a month grid are dimmed.
    is_current_month: isSameMonth(date, anchor),
    is_current_week: isSameWeek(date, now, WEEK_OPTIONS),
    is_today: isoDay(date) === isoDay(now),
    is_weekend: isWeekend(date),
  };
}

/** The weeks (rows) a view shows around `anchor`; weekends are dropped from each row when hidden. */
export function buildCalendarWeeks(anchor: Date, view: CalendarView, showWeekends: boolean, now = new Date()): CalendarDay[][] {
  const first = view === "month" ? startOfWeek(startOfMonth(anchor), WEEK_OPTIONS) : startOfWeek(anchor, WEEK_OPTIONS);
  const last = view === "month" ? endOfWeek(endOfMonth(anchor), WEEK_OPTIONS) : endOfWeek(anchor, WEEK_OPTIONS);
  const days = eachDayOfInterval({ start: first, end: last }).map((d) => toCalendarDay(d, anchor, now));
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) {
    const week = days.slice(i, i + 7);
    weeks.push(showWeekends ? week : week.filter((d) => !d.is_weekend));
  }
  return weeks;
}

/** Column headers in week order. */
export function weekdayNames(showWeekends: boolean): { short: string; long: string }[] {
  const monday = startOfWeek(new Date(2024, 0, 10), WEEK_OPTIONS);
  const names = Array.from({ length: 7 }, (_, i) => {
    const d = addDays(monday, i);
    return { short: format(d, "EEE"), long: format(d, "EEEE"), weekend: isWeekend(d) };
  });
  return names.filter((n) => showWeekends || !n.weekend).map(({ short, long }) => ({ short, long }));
}

export function shiftAnchor(anchor: Date, view: CalendarView, direction: -1 | 1): Date {
  return view === "month" ? addMonths(anchor, direction) : addWeeks(anchor, direction);
}

export function calendarTitle(anchor: Date, view: CalendarView): string {
  if (view === "month") return format(anchor, "MMMM yyyy");
  const start = startOfWeek(anchor, WEEK_OPTIONS);
  const end = endOfWeek(anchor, WEEK_OPTIONS);
  if (start.getFullYear() !== end.getFullYear()) return `${format(start, "MMM d, yyyy")} – ${format(end, "MMM d, yyyy")}`;
  if (start.getMonth() !== end.getMonth()) return `${format(start, "MMM d")} – ${format(end, "MMM d, yyyy")}`;
  return `${format(start, "MMM d")} – ${format(end, "d, yyyy")}`;
}

/** A day `delta` days away; with weekends hidden a one-day step jumps over them so the chip stays visible. */
/**
 * The cell an issue due on `day` sits in. With weekends hidden, a Saturday or Sunday issue would vanish:
 * it sits on the Friday before (same week row, weeks start on Monday) and its chip names its real day.
 */
export function shownDay(day: string, showWeekends: boolean): { cell: string; weekend: string | null } {
  const date = fromIsoDay(day);
  if (showWeekends || !isWeekend(date)) return { cell: day, weekend: null };
  const friday = addDays(date, date.getDay() === 6 ? -1 : -2);
  return { cell: isoDay(friday), weekend: format(date, "EEE") };
}

export function stepDay(day: string, delta: number, showWeekends: boolean): string {
  let date = addDays(fromIsoDay(day), delta);
  const unit = Math.sign(delta) || 1;
  while (!showWeekends && isWeekend(date)) date = addDays(date, unit);
  return isoDay(date);
}
