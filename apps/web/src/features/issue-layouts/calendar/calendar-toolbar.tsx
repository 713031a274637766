import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { ToggleSwitch } from "../../../components/ui/toggle-switch";
import { cn } from "../../../lib/cn";
import type { CalendarView } from "./lib/calendar-days";

type CalendarToolbarProps = {
  title: string;
  view: CalendarView;
  showWeekends: boolean;
  onViewChange: (view: CalendarView) => void;
  onShowWeekendsChange: (show: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
};

const VIEWS: { id: CalendarView; label: string }[] = [
  { id: "month", label: "Month" },
  { id: "week", label: "Week" },
];

export function CalendarToolbar(props: CalendarToolbarProps) {
  const weekendsId = useId();
  return (
    <div className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-3">
      <div className="flex items-center gap-0.5">
        <Button variant="ghost" size="icon-sm" aria-label="Previous" onClick={props.onPrevious}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label="Next" onClick={props.onNext}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <h2 className="min-w-40 text-sm font-semibold text-fg" aria-live="polite">
        {props.title}
      </h2>
      <Button variant="secondary" size="xs" onClick={props.onToday}>
        Today
      </Button>
      <div className="ml-auto flex items-center gap-3">
        <div className="flex items-center gap-2">
          <ToggleSwitch id={weekendsId} size="sm" checked={props.showWeekends} onCheckedChange={props.onShowWeekendsChange} />
          <label htmlFor={weekendsId} className="cursor-pointer text-xs text-fg-muted">
            Show weekends
          </label>
        </div>
        <fieldset aria-label="Calendar view" className="flex rounded-md border border-border p-0.5">
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={props.view === v.id}
              onClick={() => props.onViewChange(v.id)}
              className={cn(
                "h-6 rounded px-2.5 text-xs font-medium text-fg-muted hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                props.view === v.id && "bg-surface-active text-fg",
              )}
            >
              {v.label}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
