import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  eachMonthOfInterval,
  eachWeekOfInterval,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  format,
  getQuarter,
  max,
  min,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
} from "date-fns";
import { fromIsoDay, isoDay } from "../../calendar/lib/calendar-days";
import type { DatePair } from "../../calendar/use-date-overrides";

export type TimelineScale = "week" | "month" | "quarter";

/**
 * Spec §9 gantt constants. `range` is read as how many units the timeline spans on each side of today:
 * weeks for the week scale, months for the month and quarter scales (24 months ≈ 8 quarters each way),
 * widened to whole weeks, months or quarters. Scrolling to an edge adds another `range` on that side.
 */
export const TIMELINE_SCALES: Record<TimelineScale, { label: string; range: number; dayWidth: number }> = {
  week: { label: "Week", range: 4, dayWidth: 60 },
  month: { label: "Month", range: 6, dayWidth: 20 },
  quarter: { label: "Quarter", range: 24, dayWidth: 5 },
};
export const SCALE_ORDER: TimelineScale[] = ["week", "month", "quarter"];

const WEEK = { weekStartsOn: 1 } as const;

export type TimelineWindow = { scale: TimelineScale; start: Date; end: Date; days: number; dayWidth: number; width: number };

/** The span the canvas covers; `extra` counts the ranges added by scrolling to an edge. */
export function timelineWindow(scale: TimelineScale, today: Date, extra = { before: 0, after: 0 }): TimelineWindow {
  const { range, dayWidth } = TIMELINE_SCALES[scale];
  const back = range * (1 + extra.before);
  const ahead = range * (1 + extra.after);
  let start: Date;
  let end: Date;
  if (scale === "week") {
    start = startOfWeek(addWeeks(today, -back), WEEK);
    end = endOfWeek(addWeeks(today, ahead), WEEK);
  } else if (scale === "month") {
    start = startOfMonth(addMonths(today, -back));
    end = endOfMonth(addMonths(today, ahead));
  } else {
    start = startOfQuarter(addMonths(today, -back));
    end = endOfQuarter(addMonths(today, ahead));
  }
  const days = differenceInCalendarDays(end, start) + 1;
  return { scale, start, end, days, dayWidth, width: days * dayWidth };
}

/** Days from the window's first day to `day` (negative before it). */
export const dayIndex = (win: TimelineWindow, day: string) => differenceInCalendarDays(fromIsoDay(day), win.start);
export const dayAt = (win: TimelineWindow, index: number) => isoDay(addDays(win.start, index));
/** Pointer travel in whole days, so drags snap to days. */
export const daysFromPixels = (dx: number, dayWidth: number) => Math.round(dx / dayWidth);

export type BarGeometry =
  | { kind: "bar"; left: number; width: number }
  | { kind: "marker"; x: number; field: "start_date" | "target_date" }
  | { kind: "none" };

/** A bar from the start day to the due day (both included); one date alone is a marker in that day's middle. */
export function barGeometry(dates: DatePair, win: TimelineWindow): BarGeometry {
  const { start_date: start, target_date: target } = dates;
  if (start && target) {
    const from = dayIndex(win, start);
    const to = Math.max(dayIndex(win, target), from);
    return { kind: "bar", left: from * win.dayWidth, width: (to - from + 1) * win.dayWidth };
  }
  const only = start ?? target;
  if (!only) return { kind: "none" };
  return { kind: "marker", x: (dayIndex(win, only) + 0.5) * win.dayWidth, field: start ? "start_date" : "target_date" };
}

/** Where an arrow leaves (the end) and arrives (the start) on an issue's bar or marker. */
export function barEnds(geometry: BarGeometry): { start: number; end: number } | null {
  if (geometry.kind === "bar") return { start: geometry.left, end: geometry.left + geometry.width };
  if (geometry.kind === "marker") return { start: geometry.x, end: geometry.x };
  return null;
}

export type DragMode = "move" | "start" | "end";

const shift = (day: string | null, delta: number) => (day ? isoDay(addDays(fromIsoDay(day), delta)) : null);

/**
 * Dates after dragging by `delta` days: "move" shifts both (a marker's single date alone), "start" and
 * "end" resize one edge and never let it pass the other, so the start stays on or before the due date.
 */
export function dragDates(dates: DatePair, mode: DragMode, delta: number): DatePair {
  if (mode === "move") return { start_date: shift(dates.start_date, delta), target_date: shift(dates.target_date, delta) };
  if (mode === "start") {
    const moved = shift(dates.start_date, delta);
    const start = moved && dates.target_date && moved > dates.target_date ? dates.target_date : moved;
    return { start_date: start, target_date: dates.target_date };
  }
  const moved = shift(dates.target_date, delta);
  const target = moved && dates.start_date && moved < dates.start_date ? dates.start_date : moved;
  return { start_date: dates.start_date, target_date: target };
}

/** Scheduling an undated issue by dragging across days (in either direction). */
export function scheduleDates(win: TimelineWindow, fromIndex: number, toIndex: number): DatePair {
  return { start_date: dayAt(win, Math.min(fromIndex, toIndex)), target_date: dayAt(win, Math.max(fromIndex, toIndex)) };
}

export type Segment = { key: string; label: string; left: number; width: number };

function segments(win: TimelineWindow, starts: Date[], label: (d: Date) => string, endOf: (d: Date) => Date): Segment[] {
  return starts.map((s) => {
    const from = max([s, win.start]);
    const to = min([endOf(s), win.end]);
    const left = differenceInCalendarDays(from, win.start) * win.dayWidth;
    return { key: isoDay(s), label: label(s), left, width: (differenceInCalendarDays(to, from) + 1) * win.dayWidth };
  });
}

/** The two header rows: months over days (week), months over weeks (month), quarters over months (quarter). */
export function headerSegments(win: TimelineWindow): { top: Segment[]; bottom: Segment[] } {
  const interval = { start: win.start, end: win.end };
  const months = eachMonthOfInterval(interval);
  if (win.scale === "week") {
    const days = Array.from({ length: win.days }, (_, i) => addDays(win.start, i));
    return {
      top: segments(win, months, (d) => format(d, "MMMM yyyy"), endOfMonth),
      bottom: segments(
        win,
        days,
        (d) => format(d, "EEE d"),
        (d) => d,
      ),
    };
  }
  if (win.scale === "month") {
    return {
      top: segments(win, months, (d) => format(d, "MMMM yyyy"), endOfMonth),
      bottom: segments(
        win,
        eachWeekOfInterval(interval, WEEK),
        (d) => format(d, "MMM d"),
        (d) => endOfWeek(d, WEEK),
      ),
    };
  }
  const quarters = months.filter((m) => m.getMonth() % 3 === 0);
  return {
    top: segments(win, quarters, (d) => `Q${getQuarter(d)} ${d.getFullYear()}`, endOfQuarter),
    bottom: segments(win, months, (d) => format(d, "MMM"), endOfMonth),
  };
}
