import { PAGE_SORT_FIELDS, PAGE_SORT_LABEL, type PageOrderBy, type PageSortField } from "@hangar/contracts";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { DatePicker } from "../../../components/ui/date-picker";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import type { PageListParams } from "../api/page-keys";
import type { PagePerson } from "../api/use-page-people";

type PagesToolbarProps = {
  params: PageListParams;
  onChange: (changes: Partial<PageListParams>) => void;
  people: PagePerson[];
};

const fieldOf = (orderBy: PageOrderBy) => orderBy.replace(/^-/, "") as PageSortField;
/** A field picked anew starts in the order people expect of it: names A to Z, dates newest first. */
const startsDescending = (field: PageSortField) => field !== "name";

/** Sort, owner and date filters, and search above the pages list. */
export function PagesToolbar({ params, onChange, people }: PagesToolbarProps) {
  const field = fieldOf(params.orderBy);
  const descending = params.orderBy.startsWith("-");
  const order = (nextField: PageSortField, desc: boolean) =>
    onChange({ orderBy: `${desc ? "-" : ""}${nextField}` as PageOrderBy });
  return (
    <div className="flex min-h-11 shrink-0 flex-wrap items-center gap-2 border-b border-border px-5 py-1.5">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Sort by ${PAGE_SORT_LABEL[field]}, ${descending ? "descending" : "ascending"}`}
          >
            {descending ? <ArrowDownWideNarrow aria-hidden /> : <ArrowUpNarrowWide aria-hidden />} {PAGE_SORT_LABEL[field]}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-44">
          <DropdownMenuLabel>Sort by</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={field}
            onValueChange={(value) => order(value as PageSortField, startsDescending(value as PageSortField))}
          >
            {PAGE_SORT_FIELDS.map((option) => (
              <DropdownMenuRadioItem key={option} value={option}>
                {PAGE_SORT_LABEL[option]}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value={descending ? "desc" : "asc"} onValueChange={(value) => order(field, value === "desc")}>
            <DropdownMenuRadioItem value="asc">Ascending</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="desc">Descending</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <NativeSelect
        aria-label="Owner"
        className="w-40"
        value={params.ownedBy[0] ?? ""}
        onChange={(event) => onChange({ ownedBy: event.target.value ? [event.target.value] : [] })}
      >
        <option value="">Any owner</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
      <DatePicker
        variant="pill"
        aria-label="Created from"
        placeholder="Created from"
        value={params.createdFrom || null}
        max={params.createdTo || null}
        onChange={(day) => onChange({ createdFrom: day ?? "" })}
      />
      <DatePicker
        variant="pill"
        aria-label="Created until"
        placeholder="Created until"
        value={params.createdTo || null}
        min={params.createdFrom || null}
        onChange={(day) => onChange({ createdTo: day ?? "" })}
      />
      <div className="ml-auto w-56 shrink-0">
        <InputGroup className="h-7" prefix={<Search className="size-3.5" aria-hidden />}>
          <InputGroupInput
            type="search"
            aria-label="Search pages"
            placeholder="Search pages"
            value={params.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </InputGroup>
      </div>
    </div>
  );
}
