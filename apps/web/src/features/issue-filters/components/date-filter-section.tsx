import { ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { customRangeTokens, DATE_PRESETS } from "../lib/date-filters";

type DateFilterSectionProps = {
  label: string;
  selected: readonly string[];
  onChange: (tokens: string[] | null) => void;
  search: string;
};

/**
 * A date property: one preset at a time (today, last 7 days, 2 weeks from now…) or a custom range,
 * whose two bounds the server ANDs.
 */
export function DateFilterSection({ label, selected, onChange, search }: DateFilterSectionProps) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const listId = useId();
  const q = search.trim().toLowerCase();
  const presets = q ? DATE_PRESETS.filter((p) => `${label} ${p.label}`.toLowerCase().includes(q)) : DATE_PRESETS;
  if (q && presets.length === 0) return null;
  const expanded = open || Boolean(q) || selected.length > 0;
  return (
    <section aria-label={label} className="py-1">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen(!expanded)}
        className="flex h-6 w-full items-center gap-1 rounded px-1.5 text-2xs font-medium tracking-wide text-fg-subtle uppercase hover:bg-surface-hover"
      >
        <ChevronRight aria-hidden className={cn("size-3 transition-transform", expanded && "rotate-90")} />
        {label}
      </button>
      {expanded && (
        <fieldset id={listId} aria-label={label} className="m-0 min-w-0 border-0 p-0">
          {presets.map((preset) => {
            const checked = selected.length === 1 && selected[0] === preset.value;
            return (
              <label
                key={preset.value}
                className="flex h-7 cursor-pointer items-center gap-2 rounded px-2 text-sm text-fg hover:bg-surface-hover"
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange(checked ? null : [preset.value])}
                  className="size-3.5 accent-accent"
                />
                {preset.label}
              </label>
            );
          })}
          {!q && (
            <form
              className="flex flex-wrap items-end gap-1.5 px-2 pt-1 pb-1"
              onSubmit={(event) => {
                event.preventDefault();
                const tokens = customRangeTokens(from, to);
                if (tokens.length > 0) onChange(tokens);
              }}
            >
              <label className="flex flex-col text-2xs text-fg-subtle">
                After
                <input
                  type="date"
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                  aria-label={`${label} after`}
                  className="h-7 rounded border border-border bg-surface px-1 text-xs text-fg"
                />
              </label>
              <label className="flex flex-col text-2xs text-fg-subtle">
                Before
                <input
                  type="date"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  aria-label={`${label} before`}
                  className="h-7 rounded border border-border bg-surface px-1 text-xs text-fg"
                />
              </label>
              <Button type="submit" size="xs" variant="secondary" disabled={!from && !to}>
                Apply
              </Button>
            </form>
          )}
        </fieldset>
      )}
    </section>
  );
}
