import { useDroppable } from "@dnd-kit/core";
import type { Issue } from "@hangar/contracts";
import { format } from "date-fns";
import { memo, type ReactNode, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import { cn } from "../../../lib/cn";
import { type CalendarDay, fromIsoDay } from "./lib/calendar-days";

type CalendarDayCellProps = {
  day: CalendarDay;
  issues: Issue[];
  /** How many chips fit before "+N more"; Infinity lets the cell scroll (week view). */
  limit: number;
  dimOtherMonth: boolean;
  tall: boolean;
  renderChip: (issue: Issue) => ReactNode;
};

/** One day of the grid: a drop target that lists the issues due that day. */
export const CalendarDayCell = memo(function CalendarDayCell({
  day,
  issues,
  limit,
  dimOtherMonth,
  tall,
  renderChip,
}: CalendarDayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: day.date });
  const [moreOpen, setMoreOpen] = useState(false);
  const date = fromIsoDay(day.date);
  const label = format(date, "EEEE, MMMM d, yyyy");
  const shown = Number.isFinite(limit) ? issues.slice(0, limit) : issues;
  const hidden = issues.length - shown.length;

  return (
    <td
      ref={setNodeRef}
      aria-label={label}
      aria-current={day.is_today ? "date" : undefined}
      data-date={day.date}
      data-current-month={day.is_current_month}
      className={cn(
        "relative border-r border-b border-border p-0 align-top",
        tall ? "h-full" : "h-28",
        dimOtherMonth && !day.is_current_month && "bg-sidebar text-fg-subtle [&_button]:opacity-70",
        isOver && "bg-accent-soft",
      )}
    >
      {/* Week view: the cell is as tall as the screen and its issues scroll inside it. */}
      <div className={cn("flex min-w-0 flex-col gap-1 p-1", tall && "absolute inset-0 overflow-y-auto")}>
        <span
          aria-hidden
          className={cn(
            "flex h-5 items-center self-end px-1 text-xs tabular-nums",
            day.is_today ? "rounded-full bg-accent px-1.5 font-semibold text-accent-fg" : "text-fg-muted",
            dimOtherMonth && !day.is_current_month && !day.is_today && "text-fg-subtle/70",
          )}
        >
          {day.day === 1 ? format(date, "MMM d") : day.day}
        </span>
        {shown.length > 0 && (
          <ul className="flex flex-col gap-0.5" aria-label={`Due ${format(date, "MMMM d")}`}>
            {shown.map((issue) => (
              <li key={issue.id}>{renderChip(issue)}</li>
            ))}
          </ul>
        )}
        {hidden > 0 && (
          <Popover open={moreOpen} onOpenChange={setMoreOpen}>
            <PopoverTrigger
              type="button"
              aria-label={`${hidden} more issues due ${format(date, "MMMM d")}`}
              className="h-5 rounded px-1.5 text-left text-2xs font-medium text-fg-muted hover:bg-surface-hover hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              +{hidden} more
            </PopoverTrigger>
            <PopoverContent className="w-64 p-1.5" aria-label={`Issues due ${format(date, "MMMM d")}`}>
              <p className="px-1 pb-1 text-2xs font-medium text-fg-muted">{format(date, "EEEE, MMMM d")}</p>
              <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
                {/* Only the overflow: a chip shown twice would register the same draggable twice. */}
                {issues.slice(shown.length).map((issue) => (
                  <li key={issue.id}>{renderChip(issue)}</li>
                ))}
              </ul>
            </PopoverContent>
          </Popover>
        )}
      </div>
    </td>
  );
});
