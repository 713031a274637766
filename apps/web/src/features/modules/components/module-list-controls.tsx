import { MODULE_STATUSES, type ModuleOrderBy, type ModuleOrderOption } from "@hangar/contracts";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Filter, LayoutGrid, List } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import { MODULE_STATUS_META } from "../lib/module-status";
import { ORDER_LABELS, ORDER_OPTIONS } from "../lib/sort-modules";
import type { ModuleDisplay } from "../lib/use-module-display";

type ModuleListControlsProps = {
  display: ModuleDisplay;
  onChange: (patch: Partial<ModuleDisplay>) => void;
  /** Archived modules have no layout or status choice, only an order. */
  orderOnly?: boolean;
};

/** Order (with direction), status filter and layout of the module list. */
export function ModuleListControls({ display, onChange, orderOnly }: ModuleListControlsProps) {
  const desc = display.order_by.startsWith("-");
  const key = (desc ? display.order_by.slice(1) : display.order_by) as ModuleOrderOption;
  const setOrder = (nextKey: ModuleOrderOption, nextDesc: boolean) =>
    onChange({ order_by: (nextDesc ? `-${nextKey}` : nextKey) as ModuleOrderBy });
  const { statuses } = display;

  return (
    <div className="flex items-center gap-1">
      {!orderOnly && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" aria-label="Filter by status">
              <Filter aria-hidden /> Status
              {statuses.length > 0 && (
                <span className="rounded-full bg-accent px-1.5 text-2xs text-accent-fg">{statuses.length}</span>
              )}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Status</DropdownMenuLabel>
            {MODULE_STATUSES.map((s) => (
              <DropdownMenuCheckboxItem
                key={s}
                checked={statuses.includes(s)}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) =>
                  onChange({ statuses: checked ? [...statuses, s] : statuses.filter((x) => x !== s) })
                }
              >
                {MODULE_STATUS_META[s].label}
              </DropdownMenuCheckboxItem>
            ))}
            {statuses.length > 0 && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => onChange({ statuses: [] })}>Clear filter</DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`Order by ${ORDER_LABELS[key]}${desc ? ", descending" : ""}`}>
            {desc ? <ArrowDownWideNarrow aria-hidden /> : <ArrowUpNarrowWide aria-hidden />}
            {ORDER_LABELS[key]}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Order by</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={key} onValueChange={(value) => setOrder(value as ModuleOrderOption, desc)}>
            {ORDER_OPTIONS.map((option) => (
              <DropdownMenuRadioItem key={option} value={option}>
                {ORDER_LABELS[option]}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value={desc ? "desc" : "asc"} onValueChange={(value) => setOrder(key, value === "desc")}>
            <DropdownMenuRadioItem value="asc">Ascending</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="desc">Descending</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      {!orderOnly && (
        <fieldset className="flex items-center rounded-md border border-border p-0.5">
          <legend className="sr-only">Layout</legend>
          {(["list", "gallery"] as const).map((layout) => {
            const Icon = layout === "list" ? List : LayoutGrid;
            return (
              <button
                key={layout}
                type="button"
                aria-pressed={display.layout === layout}
                aria-label={layout === "list" ? "List layout" : "Gallery layout"}
                onClick={() => onChange({ layout })}
                className={cn(
                  "flex size-6 cursor-pointer items-center justify-center rounded text-fg-subtle hover:text-fg",
                  display.layout === layout && "bg-surface-active text-fg",
                )}
              >
                <Icon className="size-3.5" aria-hidden />
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
