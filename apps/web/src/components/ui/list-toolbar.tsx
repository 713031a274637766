import { Search } from "lucide-react";
import { cn } from "../../lib/cn";
import { InputGroup, InputGroupInput } from "./input";

type ListToolbarProps<F extends string> = {
  /** What the list shows, plural ("projects"): names the filter group and the search box. */
  noun: string;
  filters: readonly { value: F; label: string }[];
  filter: F;
  onFilterChange: (filter: F) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

/** The bar above a list page: one-of filter buttons on the left, a search box on the right. */
export function ListToolbar<F extends string>({
  noun,
  filters,
  filter,
  onFilterChange,
  search,
  onSearchChange,
}: ListToolbarProps<F>) {
  return (
    <div className="flex h-11 shrink-0 items-center justify-between gap-3 border-b border-border px-5">
      <fieldset aria-label={`Filter ${noun}`} className="m-0 flex min-w-0 items-center gap-0.5 border-0 p-0">
        {filters.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => onFilterChange(option.value)}
            className={cn(
              "h-6 cursor-pointer whitespace-nowrap rounded-md px-2 text-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              filter === option.value
                ? "bg-surface-active font-medium text-fg"
                : "text-fg-muted hover:bg-surface-hover hover:text-fg",
            )}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <div className="w-56 shrink-0">
        <InputGroup className="h-7" prefix={<Search className="size-3.5" aria-hidden />}>
          <InputGroupInput
            type="search"
            aria-label={`Search ${noun}`}
            placeholder={`Search ${noun}`}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </InputGroup>
      </div>
    </div>
  );
}
