// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs: rows are virtualized and absolutely positioned, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: grid pattern with a roving tab stop: cells take focus, rows and headers need not
import type { IssueOrderBy } from "@hangar/contracts";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "../../../lib/cn";
import { type Column, nextOrderBy, sortDirection } from "./lib/columns";

type SpreadsheetHeaderProps = {
  columns: readonly Column[];
  offsets: readonly number[];
  width: number;
  orderBy: string;
  onOrderByChange: (orderBy: IssueOrderBy) => void;
};

/** The sticky header row; sortable columns are buttons that flip between the two server keys. */
export function SpreadsheetHeader({ columns, offsets, width, orderBy, onOrderByChange }: SpreadsheetHeaderProps) {
  return (
    <div role="rowgroup" className="sticky top-0 z-20">
      <div role="row" aria-rowindex={1} className="flex h-9 border-b border-border bg-surface" style={{ width }}>
        {columns.map((column, index) => {
          const direction = sortDirection(column, orderBy);
          const sticky = index < offsets.length;
          const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-colindex={index + 1}
              aria-sort={direction}
              className={cn(
                "flex shrink-0 items-center border-r border-border/60 bg-surface px-2 text-xs font-medium text-fg-muted",
                sticky && "sticky z-10",
                index === offsets.length - 1 && "border-r-border shadow-[1px_0_0_var(--border)]",
                column.align === "end" && "justify-end",
              )}
              style={{ width: column.width, left: sticky ? offsets[index] : undefined }}
            >
              {column.sort ? (
                <button
                  type="button"
                  onClick={() => {
                    const next = nextOrderBy(column, orderBy);
                    if (next) onOrderByChange(next);
                  }}
                  className={cn(
                    "group flex h-7 min-w-0 items-center gap-1 rounded px-1 -mx-1 hover:bg-surface-hover hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    direction && "text-fg",
                  )}
                >
                  <span className="truncate">{column.header}</span>
                  <Icon aria-hidden className={cn("size-3 shrink-0", !direction && "opacity-0 group-hover:opacity-60")} />
                </button>
              ) : (
                <span className="truncate">{column.header}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
