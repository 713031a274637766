import { useId } from "react";
import { DatePicker } from "../../../../components/ui/date-picker";
import { cn } from "../../../../lib/cn";
import { formatDate } from "../../../../lib/dates";

type DatePropertyProps = {
  label: string;
  value: string | null;
  readOnly: boolean;
  overdue?: boolean;
  /** Days before `min` or after `max` cannot be picked (a start after its due date, or the reverse). */
  min?: string | null;
  max?: string | null;
  onChange: (value: string | null) => void;
};

/** A date row of the properties panel: the app's date picker, or the day in the long form for readers. */
export function DateProperty({ label, value, readOnly, overdue, min, max, onChange }: DatePropertyProps) {
  const overdueId = useId();
  const tone = overdue ? "text-danger" : value ? "text-fg" : "text-fg-subtle";

  if (readOnly) {
    return (
      <span className={cn("flex min-h-7 items-center px-1.5 text-sm", tone)}>
        {value ? formatDate(value, "long") : "None"}
        {overdue && <span className="sr-only"> (overdue)</span>}
      </span>
    );
  }
  return (
    <span className="flex min-h-7 items-center">
      <DatePicker
        aria-label={label}
        aria-describedby={overdue ? overdueId : undefined}
        placeholder="None"
        value={value}
        min={min}
        max={max}
        onChange={(next) => next !== value && onChange(next)}
        className={cn("h-7 border-transparent bg-transparent px-1.5 shadow-none hover:bg-surface-hover", tone)}
      />
      {overdue && (
        <span id={overdueId} className="sr-only">
          Overdue
        </span>
      )}
    </span>
  );
}
