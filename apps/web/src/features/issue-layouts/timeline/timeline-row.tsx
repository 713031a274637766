import type { Issue } from "@hangar/contracts";
import { CalendarPlus } from "lucide-react";
import { memo, type PointerEvent } from "react";
import { cn } from "../../../lib/cn";
import type { DatePair } from "../calendar/use-date-overrides";
import { barGeometry, type DragMode, type TimelineWindow } from "./lib/timeline-math";
import { TimelineBar } from "./timeline-bar";
import type { DragKind } from "./use-bar-drag";
import type { ScrollWindow } from "./use-scroll-window";

export const LEFT_WIDTH = 280;
export const ROW_HEIGHT = 36;
/** Bars this far outside the visible slice are still rendered, so a scroll rarely shows a gap. */
const OVERSCAN_PX = 600;

type TimelineRowProps = {
  issue: Issue;
  issueKey: string;
  dates: DatePair;
  top: number;
  win: TimelineWindow;
  view: ScrollWindow;
  todayIndex: number;
  color: string;
  canEdit: boolean;
  dragging: boolean;
  onDragStart: (event: PointerEvent, issueId: string, kind: DragKind, dates: DatePair, dayIndex?: number) => void;
  onKeyShift: (issueId: string, mode: DragMode | "today", delta: number) => void;
  onOpen: (issueId: string) => void;
};

/** One issue: its name in the sticky left column and, on the canvas, its bar, marker, or a way to schedule it. */
export const TimelineRow = memo(function TimelineRow(props: TimelineRowProps) {
  const { issue, issueKey, dates, win, view, canEdit } = props;
  const geometry = barGeometry(dates, win);
  const from = view.left - OVERSCAN_PX;
  const to = view.left + view.width + OVERSCAN_PX;
  const inView =
    geometry.kind === "bar"
      ? geometry.left < to && geometry.left + geometry.width > from
      : geometry.kind === "marker" && geometry.x > from && geometry.x < to;

  function scheduleFrom(event: PointerEvent<HTMLDivElement>) {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    props.onDragStart(event, issue.id, "schedule", dates, Math.floor(x / win.dayWidth));
  }

  return (
    <li
      aria-label={`${issueKey} ${issue.name}`}
      data-issue-id={issue.id}
      className="group/row absolute left-0 flex border-b border-border/50 hover:bg-surface-hover/60"
      style={{ top: props.top, height: ROW_HEIGHT, width: LEFT_WIDTH + win.width }}
    >
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center gap-2 border-r border-border bg-surface px-3 group-hover/row:bg-surface-hover"
        style={{ width: LEFT_WIDTH }}
      >
        <button
          type="button"
          onClick={() => props.onOpen(issue.id)}
          className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm text-fg outline-none focus-visible:underline"
        >
          <span className="shrink-0 font-mono text-2xs text-fg-subtle">{issueKey}</span>
          <span className="truncate">{issue.name}</span>
        </button>
        {geometry.kind === "none" && (
          <span className="shrink-0 rounded border border-border px-1 text-2xs text-fg-subtle">No dates</span>
        )}
      </div>
      {/* An undated row's canvas takes a pointer sweep to schedule it; the Schedule button is the keyboard path. */}
      <div
        className={cn("relative shrink-0", geometry.kind === "none" && canEdit && "cursor-crosshair")}
        style={{ width: win.width }}
        onPointerDown={geometry.kind === "none" && canEdit ? scheduleFrom : undefined}
        data-canvas
      >
        {geometry.kind !== "none" && inView && (
          <TimelineBar
            issue={issue}
            issueKey={issueKey}
            dates={dates}
            geometry={geometry}
            color={props.color}
            canEdit={canEdit}
            dragging={props.dragging}
            onDragStart={(event, mode) => props.onDragStart(event, issue.id, mode, dates)}
            onKeyShift={(mode, delta) => props.onKeyShift(issue.id, mode, delta)}
            onOpen={() => props.onOpen(issue.id)}
          />
        )}
        {geometry.kind === "none" && canEdit && (
          <button
            type="button"
            aria-label={`Schedule ${issueKey} for today`}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={() => props.onKeyShift(issue.id, "today", 0)}
            className="absolute top-1.5 flex h-6 items-center gap-1 rounded-md border border-dashed border-border-strong px-2 text-2xs text-fg-muted opacity-0 group-hover/row:opacity-100 hover:text-fg focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            style={{ left: Math.max(props.todayIndex * win.dayWidth, view.left + 8) }}
            title="Drag across the row to pick a range, or click to schedule for today"
          >
            <CalendarPlus aria-hidden className="size-3" />
            <span>Schedule</span>
          </button>
        )}
      </div>
    </li>
  );
});
