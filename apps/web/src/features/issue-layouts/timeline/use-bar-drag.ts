import type { PointerEvent as ReactPointerEvent } from "react";
import { useCallback, useState } from "react";
import type { DatePair } from "../calendar/use-date-overrides";
import { type DragMode, daysFromPixels, dragDates, scheduleDates, type TimelineWindow } from "./lib/timeline-math";

export type DragKind = DragMode | "schedule";
export type DragPreview = { issueId: string; dates: DatePair };
type DragStart = {
  issueId: string;
  kind: DragKind;
  dates: DatePair /** Day under the pointer, for "schedule". */;
  dayIndex?: number;
};

const CLICK_SLOP = 3;
const samePair = (a: DatePair, b: DatePair) => a.start_date === b.start_date && a.target_date === b.target_date;

/**
 * Pointer drags on the timeline: move a bar, resize either edge, or sweep across an undated row to
 * schedule it. The preview follows the pointer in whole days; release commits, Escape cancels, and a
 * press that never moved is a click (opens the issue, or schedules the one day under it).
 */
export function useBarDrag(
  win: TimelineWindow,
  onCommit: (issueId: string, dates: DatePair) => void,
  onClick: (issueId: string) => void,
) {
  const [preview, setPreview] = useState<DragPreview | null>(null);

  const start = useCallback(
    (event: ReactPointerEvent, drag: DragStart) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      const originX = event.clientX;
      let moved = false;
      const datesAt = (clientX: number): DatePair => {
        const delta = daysFromPixels(clientX - originX, win.dayWidth);
        if (drag.kind === "schedule") return scheduleDates(win, drag.dayIndex ?? 0, (drag.dayIndex ?? 0) + delta);
        return dragDates(drag.dates, drag.kind, delta);
      };

      const onMove = (e: PointerEvent) => {
        if (Math.abs(e.clientX - originX) > CLICK_SLOP) moved = true;
        if (moved) setPreview({ issueId: drag.issueId, dates: datesAt(e.clientX) });
      };
      const onUp = (e: PointerEvent) => {
        stop();
        if (!moved && drag.kind !== "schedule") return onClick(drag.issueId);
        const dates = datesAt(e.clientX);
        if (!samePair(dates, drag.dates)) onCommit(drag.issueId, dates);
      };
      const onKey = (e: KeyboardEvent) => {
        if (e.key === "Escape") stop();
      };
      const stop = () => {
        setPreview(null);
        window.removeEventListener("pointermove", onMove);
        window.removeEventListener("pointerup", onUp);
        window.removeEventListener("pointercancel", stop);
        window.removeEventListener("keydown", onKey);
      };
      window.addEventListener("pointermove", onMove);
      window.addEventListener("pointerup", onUp);
      window.addEventListener("pointercancel", stop);
      window.addEventListener("keydown", onKey);
    },
    [win, onCommit, onClick],
  );

  return { preview, start };
}
