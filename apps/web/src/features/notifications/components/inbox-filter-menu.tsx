import { NOTIFICATION_TYPES } from "@hangar/contracts";
import { ListFilter } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { DEFAULT_INBOX_FILTERS, type InboxFilters, type InboxView, TYPE_LABELS } from "../lib/inbox-filters";

type InboxFilterMenuProps = { filters: InboxFilters; onChange: (filters: InboxFilters) => void };

/** How many choices differ from the plain inbox (the tab aside), for the trigger's count. */
const activeCount = (f: InboxFilters) => f.types.length + (f.showRead ? 0 : 1) + (f.view === DEFAULT_INBOX_FILTERS.view ? 0 : 1);

/** Spec §2: Assigned to me, Created by me, Subscribed by me; read ones shown or not; snoozed or archived instead of the inbox. */
export function InboxFilterMenu({ filters, onChange }: InboxFilterMenuProps) {
  const count = activeCount(filters);
  // The menu stays open while choices are ticked: people often pick more than one.
  const keepOpen = (event: Event) => event.preventDefault();
  const toggleView = (view: InboxView) => onChange({ ...filters, view: filters.view === view ? "inbox" : view });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <ListFilter aria-hidden />
          Filters
          {count > 0 && (
            <>
              {" "}
              <span className="text-fg-subtle tabular-nums">{count}</span>
            </>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Show notifications of</DropdownMenuLabel>
        {NOTIFICATION_TYPES.map((type) => (
          <DropdownMenuCheckboxItem
            key={type}
            checked={filters.types.includes(type)}
            onSelect={keepOpen}
            onCheckedChange={(checked) =>
              onChange({
                ...filters,
                types: NOTIFICATION_TYPES.filter((t) => (t === type ? checked : filters.types.includes(t))),
              })
            }
          >
            {TYPE_LABELS[type]}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem
          checked={filters.showRead}
          onSelect={keepOpen}
          onCheckedChange={(checked) => onChange({ ...filters, showRead: checked })}
        >
          Show read
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={filters.view === "snoozed"}
          onSelect={keepOpen}
          onCheckedChange={() => toggleView("snoozed")}
        >
          Snoozed
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={filters.view === "archived"}
          onSelect={keepOpen}
          onCheckedChange={() => toggleView("archived")}
        >
          Archived
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
