import { CalendarDays, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { cn } from "../../lib/cn";
import { formatDate, toDate, toIsoDay, weekStartsOn } from "../../lib/dates";
import { Button } from "./button";
import { selectTriggerClasses } from "./control-classes";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

// The calendar loads when a picker first opens: the board and list show dates but never open one, and
// the calendar's code would otherwise sit on their first load (scripts/check-bundle-size.mjs).
const DayPicker = lazy(() => import("react-day-picker").then((m) => ({ default: m.DayPicker })));

type DatePickerProps = {
  /** `YYYY-MM-DD`, or null when unset. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shown on the trigger while unset. */
  placeholder?: string;
  /** Days before `min` or after `max` (`YYYY-MM-DD`) cannot be picked. */
  min?: string | null;
  max?: string | null;
  disabled?: boolean;
  /** Offers "Clear" (default); a required date hides it. */
  clearable?: boolean;
  /** `field` fills a form column like an input; `pill` is the compact property chip of the issue form. */
  variant?: "field" | "pill";
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

export const pillClasses =
  "inline-flex h-7 max-w-56 items-center gap-1.5 rounded-md border border-border bg-surface px-2 text-xs text-fg-muted hover:border-border-strong hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60";

const calendarClasses = {
  root: "text-xs text-fg",
  months: "relative",
  month_caption: "flex h-7 items-center justify-center text-sm font-medium",
  nav: "absolute inset-x-0 top-0 flex justify-between",
  button_previous: "inline-flex size-7 items-center justify-center rounded text-fg-muted hover:bg-surface-hover",
  button_next: "inline-flex size-7 items-center justify-center rounded text-fg-muted hover:bg-surface-hover",
  chevron: "size-3.5 fill-current",
  month_grid: "mt-1 border-collapse",
  weekday: "size-8 text-2xs font-medium text-fg-subtle",
  day: "p-0 text-center",
  day_button:
    "size-8 cursor-pointer rounded text-xs hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
  selected: "[&>button]:bg-accent [&>button]:text-accent-fg [&>button]:hover:bg-accent-hover",
  today: "font-semibold text-accent",
  outside: "text-fg-subtle",
  disabled: "pointer-events-none opacity-40",
};

/**
 * The one date control of the app: a trigger showing the day in the reader's format and a calendar in a
 * popover. It reads and writes the API's `YYYY-MM-DD`, so no time zone moves the day.
 */
export function DatePicker({
  value,
  onChange,
  placeholder = "No date",
  min,
  max,
  disabled,
  clearable = true,
  variant = "field",
  className,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);

  function pick(next: string | null) {
    onChange(next);
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        type="button"
        disabled={disabled}
        className={cn(variant === "pill" ? pillClasses : selectTriggerClasses, className)}
        {...aria}
      >
        <span className={cn("flex min-w-0 items-center gap-1.5", !value && "text-fg-subtle")}>
          <CalendarDays aria-hidden className="size-3.5 shrink-0 text-fg-subtle" />
          <span className="truncate">{value ? formatDate(value, variant === "pill" ? "short" : "long") : placeholder}</span>
        </span>
      </PopoverTrigger>
      <PopoverContent className="w-auto">
        <DateCalendar value={value} onPick={pick} min={min} max={max} clearable={clearable} />
      </PopoverContent>
    </Popover>
  );
}

type DateCalendarProps = Pick<DatePickerProps, "value" | "min" | "max" | "clearable"> & {
  /** A day was picked, or the date cleared (null). */
  onPick: (value: string | null) => void;
};

/** Whether a day (`YYYY-MM-DD`, which sorts as text) lies within the picker's bounds. */
const withinBounds = (day: string, min?: string | null, max?: string | null) => (!min || day >= min) && (!max || day <= max);

/** The calendar with Today and Clear, inside whatever popover holds it (the picker, a spreadsheet cell). */
export function DateCalendar({ value, onPick, min, max, clearable = true }: DateCalendarProps) {
  const selected = value ? toDate(value) : undefined;
  const bounds = [...(min ? [{ before: toDate(min) }] : []), ...(max ? [{ after: toDate(max) }] : [])];
  const today = toIsoDay(new Date());
  return (
    <>
      <Suspense fallback={<div role="status" aria-busy="true" aria-label="Loading calendar" className="h-72 w-64" />}>
        <DayPicker
          mode="single"
          required={!clearable}
          autoFocus
          selected={selected}
          defaultMonth={selected}
          weekStartsOn={weekStartsOn()}
          disabled={bounds}
          onSelect={(day: Date | undefined) => onPick(day ? toIsoDay(day) : null)}
          classNames={calendarClasses}
        />
      </Suspense>
      <div className="mt-1 flex justify-between gap-2 border-t border-border pt-2">
        <Button variant="ghost" size="xs" disabled={!withinBounds(today, min, max)} onClick={() => onPick(today)}>
          Today
        </Button>
        {clearable && value && (
          <Button variant="ghost" size="xs" onClick={() => onPick(null)}>
            <X aria-hidden />
            Clear
          </Button>
        )}
      </div>
    </>
  );
}
