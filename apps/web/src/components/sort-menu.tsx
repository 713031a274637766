import { ArrowDownWideNarrow, ArrowUpDown, ArrowUpNarrowWide } from "lucide-react";
import { Button } from "./ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

/** An order written as list endpoints take it: a field, descending with a leading `-`. */
export type OrderOf<F extends string> = F | `-${F}`;

export const orderField = <F extends string>(order: OrderOf<F>) => order.replace(/^-/, "") as F;
export const isDescending = (order: string) => order.startsWith("-");

/** A field picked anew starts in the order people expect of it: names A to Z, dates newest first. */
const startsDescending = (field: string) => field !== "name";

type SortMenuProps<F extends string> = {
  fields: readonly F[];
  labels: Record<F, string>;
  value: OrderOf<F>;
  onChange: (order: OrderOf<F>) => void;
  /** Fields that have one order only (a default like "status"): no direction is offered or shown. */
  fixed?: readonly F[];
};

/** "Sort by" above a list: the field, then ascending or descending. */
export function SortMenu<F extends string>({ fields, labels, value, onChange, fixed = [] }: SortMenuProps<F>) {
  const field = orderField(value);
  const directed = !fixed.includes(field);
  const descending = directed && isDescending(value);
  const order = (next: F, desc: boolean) => onChange((desc && !fixed.includes(next) ? `-${next}` : next) as OrderOf<F>);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Sort by ${labels[field]}${directed ? `, ${descending ? "descending" : "ascending"}` : ""}`}
        >
          {!directed ? (
            <ArrowUpDown aria-hidden />
          ) : descending ? (
            <ArrowDownWideNarrow aria-hidden />
          ) : (
            <ArrowUpNarrowWide aria-hidden />
          )}{" "}
          {labels[field]}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-44">
        <DropdownMenuLabel>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={field} onValueChange={(next) => order(next as F, startsDescending(next))}>
          {fields.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {labels[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {directed && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuRadioGroup value={descending ? "desc" : "asc"} onValueChange={(next) => order(field, next === "desc")}>
              <DropdownMenuRadioItem value="asc">Ascending</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="desc">Descending</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
