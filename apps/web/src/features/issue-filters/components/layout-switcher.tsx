import type { IssueLayout } from "@hangar/contracts";
import { CalendarDays, ChartGantt, List, type LucideIcon, Sheet, SquareKanban } from "lucide-react";
import { Tooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { LAYOUT_OPTIONS } from "../lib/display-options";

const ICONS: Record<IssueLayout, LucideIcon> = {
  list: List,
  kanban: SquareKanban,
  calendar: CalendarDays,
  spreadsheet: Sheet,
  gantt_chart: ChartGantt,
};

type LayoutSwitcherProps = {
  value: IssueLayout;
  onChange: (layout: IssueLayout) => void;
  /** A layout's button is pointed at or focused: its code can start loading before the click. */
  onPrepare?: (layout: IssueLayout) => void;
};

/** Five toggle buttons; the pressed one is the layout in use (saved in the user's preferences). */
export function LayoutSwitcher({ value, onChange, onPrepare }: LayoutSwitcherProps) {
  return (
    <fieldset aria-label="Layout" className="flex items-center gap-0.5 rounded-md border border-border bg-surface p-0.5">
      {LAYOUT_OPTIONS.map((option) => {
        const Icon = ICONS[option.value];
        const pressed = option.value === value;
        return (
          <Tooltip key={option.value} content={option.label}>
            <button
              type="button"
              aria-label={option.label}
              aria-pressed={pressed}
              onClick={() => !pressed && onChange(option.value)}
              onPointerEnter={() => onPrepare?.(option.value)}
              onFocus={() => onPrepare?.(option.value)}
              className={cn(
                "flex size-6 items-center justify-center rounded text-fg-muted hover:bg-surface-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                pressed && "bg-surface-active text-fg",
              )}
            >
              <Icon className="size-3.5" aria-hidden />
            </button>
          </Tooltip>
        );
      })}
    </fieldset>
  );
}
