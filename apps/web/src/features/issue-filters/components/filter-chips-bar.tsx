import type { IssueFilterKey } from "@hangar/contracts";
import { X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { activeFilterChips, type FilterSource } from "../lib/filter-definitions";

type FilterChipsBarProps = {
  filters: Partial<Record<IssueFilterKey, string[] | null>>;
  source: FilterSource;
  onChange: (key: IssueFilterKey, values: string[] | null) => void;
  onClearAll: () => void;
};

/** The active filters under the header, each value removable on its own, or all at once. */
export function FilterChipsBar({ filters, source, onChange, onClearAll }: FilterChipsBarProps) {
  const groups = activeFilterChips(filters, source);
  if (groups.length === 0) return null;
  return (
    <section
      aria-label="Active filters"
      className="flex shrink-0 flex-wrap items-center gap-1.5 border-b border-border px-5 py-1.5"
    >
      {groups.map((group) => (
        <fieldset
          key={group.key}
          aria-label={group.label}
          className="m-0 flex h-6 min-w-0 items-center gap-1 rounded-md border border-border bg-surface p-0 pl-2 text-xs"
        >
          <span className="text-fg-subtle">{group.label}:</span>
          {group.values.map((value) => (
            <span key={value.value} className="flex items-center gap-0.5 rounded bg-surface-hover pl-1.5 text-fg">
              {value.label}
              <button
                type="button"
                aria-label={`Remove ${group.label}: ${value.label}`}
                onClick={() => {
                  const rest = (filters[group.key] ?? []).filter((v) => v !== value.value);
                  onChange(group.key, rest.length > 0 ? rest : null);
                }}
                className="flex size-4 items-center justify-center rounded text-fg-subtle hover:bg-surface-active hover:text-fg"
              >
                <X className="size-3" aria-hidden />
              </button>
            </span>
          ))}
          <span className="w-1" />
        </fieldset>
      ))}
      <Button size="xs" variant="ghost" onClick={onClearAll}>
        Clear all
      </Button>
    </section>
  );
}
