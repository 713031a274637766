import { Search } from "lucide-react";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

/** Spec §6: views filter by public, private or archived. */
export const VIEW_FILTERS = [
  { value: "all", label: "All" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
  { value: "archived", label: "Archived" },
] as const;
export type ViewFilter = (typeof VIEW_FILTERS)[number]["value"];

type ViewsToolbarProps = {
  filter: ViewFilter;
  onFilterChange: (filter: ViewFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

export function ViewsToolbar({ filter, onFilterChange, search, onSearchChange }: ViewsToolbarProps) {
  return (
    <div className="flex h-11 shrink-0 items-center justify-between gap-3 border-b border-border px-5">
      <fieldset aria-label="Filter views" className="m-0 flex min-w-0 items-center gap-0.5 border-0 p-0">
        {VIEW_FILTERS.map((option) => (
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
            aria-label="Search views"
            placeholder="Search views"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </InputGroup>
      </div>
    </div>
  );
}
