import { differenceInCalendarDays } from "date-fns";
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type TimelineScale, timelineWindow } from "./lib/timeline-math";
import { LEFT_WIDTH } from "./timeline-row";
import { useScrollWindow } from "./use-scroll-window";

const EDGE_PX = 200;
/** How many times each side may grow by another range; keeps the canvas finite. */
const MAX_EXTENSIONS = 8;

/**
 * The timeline's window and scroll position: opens with today a third of the way in, re-centres on a
 * scale change or "Today", and grows by another range when the user scrolls to either edge (keeping
 * what is on screen in place when it grows to the left).
 */
export function useTimelineScroll(scrollRef: RefObject<HTMLDivElement | null>, scale: TimelineScale, today: Date) {
  const [extra, setExtra] = useState({ scale, before: 0, after: 0 });
  // A scale change starts from the plain range again.
  const ext = extra.scale === scale ? extra : { scale, before: 0, after: 0 };
  const win = useMemo(
    () => timelineWindow(scale, today, { before: ext.before, after: ext.after }),
    [scale, today, ext.before, ext.after],
  );
  const box = useScrollWindow(scrollRef);
  const view = { left: box.left, width: Math.max(box.width - LEFT_WIDTH, 0) };

  const todayX = differenceInCalendarDays(today, win.start) * win.dayWidth;
  const scrollToToday = () => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = Math.max(todayX - (el.clientWidth - LEFT_WIDTH) / 3, 0);
  };

  const shown = useRef<{ scale: TimelineScale; start: Date } | null>(null);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const prev = shown.current;
    shown.current = { scale, start: win.start };
    if (!el) return;
    if (!prev || prev.scale !== scale) {
      el.scrollLeft = Math.max(todayX - (el.clientWidth - LEFT_WIDTH) / 3, 0);
    } else if (prev.start.getTime() !== win.start.getTime()) {
      el.scrollLeft += differenceInCalendarDays(prev.start, win.start) * win.dayWidth;
    }
  });

  // After every render (scrolls re-render through `box`), read the live position: `box` can lag behind a
  // scroll this hook made itself, and growing twice for one edge would jump far back in time.
  useEffect(() => {
    const el = scrollRef.current;
    // Not measured yet, or nothing to scroll (no layout, as in jsdom): never grow.
    if (!el || box.width === 0 || el.scrollWidth <= el.clientWidth) return;
    const left = el.scrollLeft;
    if (left < EDGE_PX && ext.before < MAX_EXTENSIONS) setExtra({ ...ext, before: ext.before + 1 });
    else if (left + el.clientWidth > el.scrollWidth - EDGE_PX && ext.after < MAX_EXTENSIONS)
      setExtra({ ...ext, after: ext.after + 1 });
  });

  return { win, view, todayX, scrollToToday };
}
