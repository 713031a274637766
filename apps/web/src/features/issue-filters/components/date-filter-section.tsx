import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { DatePicker } from "../../../components/ui/date-picker";
import { customRangeTokens, DATE_PRESETS } from "../lib/date-filters";
import { CheckRow, MenuSection } from "./filter-section";

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
  const q = search.trim().toLowerCase();
  const presets = q ? DATE_PRESETS.filter((p) => `${label} ${p.label}`.toLowerCase().includes(q)) : DATE_PRESETS;
  if (q && presets.length === 0) return null;
  const expanded = open || Boolean(q) || selected.length > 0;
  return (
    <MenuSection label={label} expanded={expanded} onToggle={() => setOpen(!expanded)}>
      {presets.map((preset) => {
        const checked = selected.length === 1 && selected[0] === preset.value;
        return (
          <CheckRow key={preset.value} checked={checked} onChange={() => onChange(checked ? null : [preset.value])}>
            {preset.label}
          </CheckRow>
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
          <DateBound label={`${label} after`} text="After" value={from} onChange={setFrom} />
          <DateBound label={`${label} before`} text="Before" value={to} onChange={setTo} />
          <Button type="submit" size="xs" variant="secondary" disabled={!from && !to}>
            Apply
          </Button>
        </form>
      )}
    </MenuSection>
  );
}

function DateBound(props: { label: string; text: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-0.5 text-2xs text-fg-subtle">
      <span aria-hidden>{props.text}</span>
      <DatePicker
        variant="pill"
        value={props.value || null}
        onChange={(value) => props.onChange(value ?? "")}
        placeholder="Any day"
        aria-label={props.label}
      />
    </div>
  );
}
