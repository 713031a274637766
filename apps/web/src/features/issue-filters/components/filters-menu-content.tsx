import type { IssueFilterKey } from "@hangar/contracts";
import { Search } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { PopoverContent } from "../../../components/ui/popover";
import { FILTER_DEFINITIONS, type FilterSource } from "../lib/filter-definitions";
import { DateFilterSection } from "./date-filter-section";
import { FilterSection } from "./filter-section";

export type FiltersMenuContentProps = {
  filters: Partial<Record<IssueFilterKey, string[] | null>>;
  source: FilterSource;
  onChange: (key: IssueFilterKey, values: string[] | null) => void;
  /** Kept by the menu, which empties it when it closes. */
  search: string;
  onSearchChange: (search: string) => void;
};

/** The "Filters" popover's content (./filters-menu.tsx): every filter property of the spec, searchable. */
export function FiltersMenuContent({ filters, source, onChange, search, onSearchChange }: FiltersMenuContentProps) {
  // The box shows each key at once; the sections follow in a render that typing can interrupt (the
  // first key opens every section to show all matches, far more to lay out than one character).
  const shownSearch = useDeferredValue(search);
  const q = shownSearch.trim().toLowerCase();

  const sections = useMemo(
    () =>
      FILTER_DEFINITIONS.flatMap((definition) => {
        const options = definition.options?.(source) ?? [];
        // A section with nothing to offer here (no estimate in this project) is left out.
        if (definition.type === "options" && options.length === 0) return [];
        const matching = q
          ? definition.label.toLowerCase().includes(q)
            ? options
            : options.filter((o) => o.label.toLowerCase().includes(q))
          : options;
        return [{ definition, options: matching }];
      }),
    [source, q],
  );

  // Built with the deferred search only: a key's own render then changes just the box, not every section.
  const body = useMemo(
    () =>
      sections.map(({ definition, options }) =>
        definition.type === "date" ? (
          <DateFilterSection
            key={definition.key}
            label={definition.label}
            selected={filters[definition.key] ?? []}
            onChange={(values) => onChange(definition.key, values)}
            search={shownSearch}
          />
        ) : (
          <FilterSection
            key={definition.key}
            label={definition.label}
            options={options}
            selected={filters[definition.key] ?? []}
            onToggle={(value) => {
              const current = filters[definition.key] ?? [];
              onChange(definition.key, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
            }}
            searching={Boolean(q)}
          />
        ),
      ),
    [sections, filters, onChange, shownSearch, q],
  );

  return (
    <PopoverContent align="end" aria-label="Filter issues" className="flex max-h-[70vh] w-72 flex-col p-0">
      <div className="flex items-center gap-2 border-b border-border px-3 py-2">
        <Search className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />
        <input
          autoFocus
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search filters…"
          aria-label="Search filters"
          className="h-6 w-full bg-transparent text-sm text-fg placeholder:text-fg-subtle focus:outline-none"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1">{body}</div>
    </PopoverContent>
  );
}
