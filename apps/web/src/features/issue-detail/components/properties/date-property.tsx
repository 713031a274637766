import { X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { cn } from "../../../../lib/cn";

type DatePropertyProps = {
  label: string;
  value: string | null;
  readOnly: boolean;
  overdue?: boolean;
  onChange: (value: string | null) => void;
};

const isCompleteDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && Number(v.slice(0, 4)) >= 1000;

/**
 * The platform date input: a calendar on click, typing on the keyboard. While the user types a year
 * digit by digit the input reports years like 0002, so only complete dates are saved.
 */
export function DateProperty({ label, value, readOnly, overdue, onChange }: DatePropertyProps) {
  const [draft, setDraft] = useState(value ?? "");
  const overdueId = useId();
  useEffect(() => setDraft(value ?? ""), [value]);
  const tone = overdue ? "text-danger" : value ? "text-fg" : "text-fg-subtle";

  if (readOnly) {
    return (
      <span className={cn("flex min-h-7 items-center px-1.5 text-sm", tone)}>
        {value ?? "None"}
        {overdue && <span className="sr-only"> (overdue)</span>}
      </span>
    );
  }
  return (
    <span className="group flex min-h-7 items-center gap-1">
      <input
        type="date"
        aria-label={label}
        aria-describedby={overdue ? overdueId : undefined}
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (next === "" && value !== null) onChange(null);
          else if (isCompleteDate(next) && next !== value) onChange(next);
        }}
        className={cn(
          "h-7 min-w-0 flex-1 rounded bg-transparent px-1.5 text-sm hover:bg-surface-hover focus:ring-2 focus:ring-ring focus:outline-none",
          tone,
        )}
      />
      {overdue && (
        <span id={overdueId} className="sr-only">
          Overdue
        </span>
      )}
      {value && (
        <button
          type="button"
          aria-label={`Clear ${label.toLowerCase()}`}
          onClick={() => onChange(null)}
          className="rounded p-0.5 text-fg-subtle opacity-0 hover:bg-surface-hover hover:text-fg focus-visible:opacity-100 group-hover:opacity-100"
        >
          <X className="size-3" aria-hidden />
        </button>
      )}
    </span>
  );
}
