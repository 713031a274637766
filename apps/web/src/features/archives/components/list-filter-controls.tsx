import type { IssueFilterKey, IssueFilters, IssueOrderBy } from "@hangar/contracts";
import { ArrowDownWideNarrow } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { type FilterSource, FiltersMenu, ORDER_BY_OPTIONS, orderByLabel } from "../../issue-filters";

type ListFilterControlsProps = {
  filters: IssueFilters;
  source: FilterSource;
  orderBy: IssueOrderBy;
  /** The sorts offered; the spec's issue display sorts unless a list has fewer. */
  orderOptions?: readonly { value: IssueOrderBy; label: string }[];
  onFilterChange: (key: IssueFilterKey, values: string[] | null) => void;
  onOrderByChange: (orderBy: IssueOrderBy) => void;
};

/** The header's right side on the archived and drafts lists: the issue lists' filter menu and the spec's sorts. */
export function ListFilterControls({
  filters,
  source,
  orderBy,
  orderOptions = ORDER_BY_OPTIONS,
  onFilterChange,
  onOrderByChange,
}: ListFilterControlsProps) {
  const orderLabel = orderByLabel(orderBy);
  // A link may carry a sort the menu doesn't list (a table header's): it still shows as the chosen one.
  const options = orderOptions.some((option) => option.value === orderBy)
    ? orderOptions
    : [...orderOptions, { value: orderBy, label: orderLabel }];
  return (
    <>
      <FiltersMenu filters={filters} source={source} onChange={onFilterChange} />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`Order by ${orderLabel}`}>
            <ArrowDownWideNarrow aria-hidden /> {orderLabel}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Order by</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={orderBy} onValueChange={(value) => onOrderByChange(value as IssueOrderBy)}>
            {options.map((option) => (
              <DropdownMenuRadioItem key={option.value} value={option.value}>
                {option.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
