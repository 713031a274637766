import { ChevronRight } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "../../../lib/cn";
import type { FilterOption } from "../lib/filter-definitions";
import { OptionIcon } from "./option-icon";

const SHOWN = 6;

type FilterSectionProps = {
  label: string;
  options: FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** While searching every match shows and sections stay open. */
  searching: boolean;
};

/** One property of the filter menu: its values as checkboxes, the first few shown until asked for all. */
export function FilterSection({ label, options, selected, onToggle, searching }: FilterSectionProps) {
  const [open, setOpen] = useState(true);
  const [all, setAll] = useState(false);
  if (options.length === 0) return null;
  const expanded = open || searching;
  const visible = all || searching ? options : options.slice(0, SHOWN);
  return (
    <MenuSection label={label} expanded={expanded} onToggle={() => setOpen(!open)} count={selected.length}>
      {visible.map((option) => (
        <CheckRow key={option.value} checked={selected.includes(option.value)} onChange={() => onToggle(option.value)}>
          <OptionIcon option={option} />
          <span className="min-w-0 flex-1 truncate">{option.label}</span>
        </CheckRow>
      ))}
      {!searching && options.length > SHOWN && (
        <button type="button" onClick={() => setAll(!all)} className="h-6 px-2 text-xs text-accent hover:underline">
          {all ? "Show less" : `Show all ${options.length}`}
        </button>
      )}
    </MenuSection>
  );
}

/** A titled part of the filter menu that opens and closes; `count` (when above 0) says how many are picked. */
export function MenuSection({
  label,
  expanded,
  onToggle,
  count = 0,
  children,
}: {
  label: string;
  expanded: boolean;
  onToggle: () => void;
  count?: number;
  children: ReactNode;
}) {
  const listId = useId();
  return (
    <section aria-label={label} className="py-1">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        className="flex h-6 w-full items-center gap-1 rounded px-1.5 text-2xs font-medium tracking-wide text-fg-subtle uppercase hover:bg-surface-hover"
      >
        <ChevronRight aria-hidden className={cn("size-3 transition-transform", expanded && "rotate-90")} />
        {label}
        {count > 0 && <span className="ml-auto text-accent normal-case">{count}</span>}
      </button>
      {expanded && (
        <fieldset id={listId} aria-label={label} className="m-0 min-w-0 border-0 p-0">
          {children}
        </fieldset>
      )}
    </section>
  );
}

/** One checkbox line of a menu section. */
export function CheckRow({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex h-7 cursor-pointer items-center gap-2 rounded px-2 text-sm text-fg hover:bg-surface-hover">
      <input type="checkbox" checked={checked} onChange={onChange} className="size-3.5 accent-accent" />
      {children}
    </label>
  );
}
