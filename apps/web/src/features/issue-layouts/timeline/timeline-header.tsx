import { memo } from "react";
import { cn } from "../../../lib/cn";
import type { Segment } from "./lib/timeline-math";
import { LEFT_WIDTH } from "./timeline-row";
import type { ScrollWindow } from "./use-scroll-window";

export const HEADER_HEIGHT = 48;

type TimelineHeaderProps = {
  top: Segment[];
  bottom: Segment[];
  width: number;
  view: ScrollWindow;
  todayKey: string;
};

const visible = (segments: Segment[], view: ScrollWindow) =>
  segments.filter((s) => s.left + s.width > view.left - 200 && s.left < view.left + view.width + 200);

/** Two sticky rows of ticks; only those in view are rendered. */
export const TimelineHeader = memo(function TimelineHeader({ top, bottom, width, view, todayKey }: TimelineHeaderProps) {
  return (
    <div
      className="sticky top-0 z-20 flex border-b border-border bg-surface"
      style={{ height: HEADER_HEIGHT, width: LEFT_WIDTH + width }}
    >
      <div
        className="sticky left-0 z-10 flex shrink-0 items-end border-r border-border bg-surface px-3 pb-1.5 text-xs font-medium text-fg-muted"
        style={{ width: LEFT_WIDTH }}
      >
        Issues
      </div>
      <div aria-hidden className="relative shrink-0" style={{ width }}>
        {visible(top, view).map((s) => (
          <div
            key={s.key}
            className="absolute top-0 flex h-6 items-center border-l border-border px-2 text-xs font-medium text-fg"
            style={{ left: s.left, width: s.width }}
          >
            {/* Keeps a long segment's label on screen while the segment scrolls past. */}
            <span className="sticky left-[296px] truncate">{s.label}</span>
          </div>
        ))}
        {visible(bottom, view).map((s) => (
          <div
            key={s.key}
            className={cn(
              "absolute top-6 flex h-6 items-center justify-center overflow-hidden border-l border-border/60 text-2xs text-fg-muted",
              s.key === todayKey && "font-semibold text-accent",
            )}
            style={{ left: s.left, width: s.width }}
          >
            <span className="truncate px-1">{s.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
});

/** The canvas behind the rows: a line per bottom tick in view and today's marker. */
export function TimelineGrid({
  bottom,
  view,
  height,
  todayX,
}: {
  bottom: Segment[];
  view: ScrollWindow;
  height: number;
  todayX: number | null;
}) {
  return (
    <div className="pointer-events-none absolute top-0" style={{ left: LEFT_WIDTH, height }}>
      {visible(bottom, view).map((s) => (
        <div key={s.key} className="absolute top-0 h-full border-l border-border/40" style={{ left: s.left }} />
      ))}
      {todayX !== null && (
        <div role="img" aria-label="Today" className="absolute top-0 z-[1] h-full w-px bg-accent" style={{ left: todayX }}>
          <span className="absolute -top-px -left-[3px] size-[7px] rounded-full bg-accent" />
        </div>
      )}
    </div>
  );
}
