import type { IssueFilterKey } from "@hangar/contracts";
import { ListFilter } from "lucide-react";
import { Suspense, useState } from "react";
import { HEADER_LABEL } from "../../../components/header-label";
import { buttonClasses } from "../../../components/ui/button";
import { Popover, PopoverTrigger } from "../../../components/ui/popover";
import { lazyWithPreload } from "../../../lib/lazy-with-preload";
import type { FilterSource } from "../lib/filter-definitions";

// The sections (the date filter's calendar among them) load when the button is pointed at or focused, a
// moment before it is pressed: the list shows the button, not the menu.
const FiltersMenuContent = lazyWithPreload(() => import("./filters-menu-content").then((m) => m.FiltersMenuContent));
const preload = () => void FiltersMenuContent.preload().catch(() => undefined);

type FiltersMenuProps = {
  filters: Partial<Record<IssueFilterKey, string[] | null>>;
  source: FilterSource;
  onChange: (key: IssueFilterKey, values: string[] | null) => void;
};

/** The "Filters" popover: every filter property of the spec, searchable; each pick applies at once. */
export function FiltersMenu({ filters, source, onChange }: FiltersMenuProps) {
  const [search, setSearch] = useState("");
  // The content mounts on the first opening and stays, so closing plays its exit.
  const [opened, setOpened] = useState(false);
  const active = Object.values(filters).reduce((n, values) => n + (values?.length ? 1 : 0), 0);

  return (
    <Popover
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setSearch("");
      }}
    >
      <PopoverTrigger
        aria-label="Filters"
        className={buttonClasses({ variant: "ghost", size: "sm" })}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <ListFilter aria-hidden /> <span className={HEADER_LABEL}>Filters</span>
        {active > 0 && (
          <span aria-hidden className="rounded-full bg-accent-soft px-1.5 text-2xs text-accent">
            {active}
          </span>
        )}
      </PopoverTrigger>
      {opened && (
        <Suspense fallback={null}>
          <FiltersMenuContent filters={filters} source={source} onChange={onChange} search={search} onSearchChange={setSearch} />
        </Suspense>
      )}
    </Popover>
  );
}
