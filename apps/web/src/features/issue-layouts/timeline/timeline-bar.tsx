import type { Issue } from "@hangar/contracts";
import type { KeyboardEvent, PointerEvent } from "react";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/dates";
import type { DatePair } from "../calendar/use-date-overrides";
import type { BarGeometry, DragMode } from "./lib/timeline-math";

type TimelineBarProps = {
  issue: Issue;
  issueKey: string;
  dates: DatePair;
  geometry: Exclude<BarGeometry, { kind: "none" }>;
  color: string;
  canEdit: boolean;
  dragging: boolean;
  onDragStart: (event: PointerEvent, mode: DragMode) => void;
  /** Keyboard: ←/→ move a day, Shift+←/→ change the due date, Alt+←/→ the start date. */
  onKeyShift: (mode: DragMode, delta: number) => void;
  onOpen: () => void;
};

const day = (value: string) => formatDate(value, "long");

function describe(key: string, dates: DatePair): string {
  if (dates.start_date && dates.target_date) return `${key} from ${day(dates.start_date)} to ${day(dates.target_date)}`;
  if (dates.start_date) return `${key} starts ${day(dates.start_date)}`;
  return `${key} due ${dates.target_date ? day(dates.target_date) : "—"}`;
}

export function TimelineBar(props: TimelineBarProps) {
  const { issue, issueKey, dates, geometry, color, canEdit, dragging, onDragStart } = props;

  function onKeyDown(event: KeyboardEvent) {
    const delta = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
    if (!delta || !canEdit) return;
    event.preventDefault();
    props.onKeyShift(event.shiftKey ? "end" : event.altKey ? "start" : "move", delta);
  }

  const common = {
    type: "button" as const,
    "aria-label": describe(issueKey, dates),
    "aria-keyshortcuts": canEdit
      ? "ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight Alt+ArrowLeft Alt+ArrowRight"
      : undefined,
    title: `${issue.name} — ${describe(issueKey, dates)}`,
    onPointerDown: canEdit ? (event: PointerEvent) => onDragStart(event, "move") : undefined,
    // Pointer clicks are handled by the drag (press without travel); this is Enter/Space.
    onClick: (event: { detail: number }) => (event.detail === 0 || !canEdit ? props.onOpen() : undefined),
    onKeyDown,
    "data-issue-id": issue.id,
    "data-start": dates.start_date ?? "",
    "data-target": dates.target_date ?? "",
  };

  if (geometry.kind === "marker") {
    return (
      <button
        {...common}
        className={cn(
          "absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rotate-45 rounded-[2px] border-2 bg-surface focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          canEdit && "cursor-grab",
          dragging && "cursor-grabbing ring-2 ring-ring",
        )}
        style={{ left: geometry.x, borderColor: color }}
      />
    );
  }

  return (
    <div
      className={cn("group absolute top-1.5 h-6", dragging && "z-10")}
      style={{ left: geometry.left, width: geometry.width }}
      data-bar={issue.id}
    >
      <button
        {...common}
        className={cn(
          "flex h-full w-full items-center overflow-hidden rounded-md border px-2 text-left text-xs text-fg shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          canEdit && "cursor-grab",
          dragging && "cursor-grabbing shadow-popover",
        )}
        style={{ borderColor: color, backgroundColor: `color-mix(in srgb, ${color} 18%, var(--surface))` }}
      >
        {geometry.width > 48 && <span className="truncate">{issue.name}</span>}
      </button>
      {canEdit &&
        (["start", "end"] as const).map((edge) => (
          <div
            key={edge}
            aria-hidden
            data-handle={edge}
            onPointerDown={(event) => onDragStart(event, edge)}
            className={cn(
              "absolute top-0 h-full w-2 cursor-ew-resize rounded-md opacity-0 group-hover:opacity-100",
              edge === "start" ? "-left-0.5" : "-right-0.5",
            )}
          >
            <span className="absolute inset-y-1 left-1/2 w-0.5 -translate-x-1/2 rounded-full bg-fg-muted" />
          </div>
        ))}
    </div>
  );
}
