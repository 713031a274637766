import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { Issue } from "@hangar/contracts";
import { type ReactNode, useState } from "react";
import { cn } from "../../../lib/cn";
import { CalendarChipPreview } from "./calendar-chip";
import { CalendarDayCell } from "./calendar-day-cell";
import type { CalendarDay, CalendarView } from "./lib/calendar-days";

type CalendarGridProps = {
  title: string;
  view: CalendarView;
  weeks: CalendarDay[][];
  weekdays: { short: string; long: string }[];
  issuesByDay: ReadonlyMap<string, Issue[]>;
  issuesById: ReadonlyMap<string, Issue>;
  keyOf: (issue: Issue) => string;
  renderChip: (issue: Issue) => ReactNode;
  onDrop: (issueId: string, day: string) => void;
};

const MONTH_CHIP_LIMIT = 3;
const NO_ISSUES: Issue[] = [];

/** The month or week grid; dropping a chip on a day makes that day its due date. */
export function CalendarGrid({
  title,
  view,
  weeks,
  weekdays,
  issuesByDay,
  issuesById,
  keyOf,
  renderChip,
  onDrop,
}: CalendarGridProps) {
  // A few pixels of travel before a drag starts, so a plain click still opens the issue.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [dragging, setDragging] = useState<Issue | null>(null);

  function onDragStart(event: DragStartEvent) {
    setDragging(issuesById.get(String(event.active.id)) ?? null);
  }
  function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    if (event.over) onDrop(String(event.active.id), String(event.over.id));
  }

  return (
    // The day under the pointer wins, not the one the (small) chip overlaps most.
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      {/* A real table: weekday columns over week rows; each day cell is a drop target. */}
      <div className={cn("min-h-0 flex-1", view === "month" ? "overflow-y-auto" : "flex flex-col overflow-hidden")}>
        <table aria-label={title} className={cn("w-full table-fixed border-collapse", view === "week" && "h-full")}>
          <thead className="sticky top-0 z-10 bg-surface">
            <tr className="border-b border-border">
              {weekdays.map((d) => (
                <th
                  key={d.long}
                  scope="col"
                  aria-label={d.long}
                  className="px-2 py-1.5 text-left text-2xs font-medium text-fg-muted"
                >
                  {d.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.date} className="border-l border-border">
                {week.map((day) => (
                  <CalendarDayCell
                    key={day.date}
                    day={day}
                    issues={issuesByDay.get(day.date) ?? NO_ISSUES}
                    limit={view === "month" ? MONTH_CHIP_LIMIT : Number.POSITIVE_INFINITY}
                    dimOtherMonth={view === "month"}
                    tall={view === "week"}
                    renderChip={renderChip}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging ? <CalendarChipPreview issue={dragging} issueKey={keyOf(dragging)} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
