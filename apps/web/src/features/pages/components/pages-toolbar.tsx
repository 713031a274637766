import { PAGE_SORT_FIELDS, PAGE_SORT_LABEL } from "@hangar/contracts";
import { Search } from "lucide-react";
import { SortMenu } from "../../../components/sort-menu";
import { DatePicker } from "../../../components/ui/date-picker";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import type { PageListParams } from "../api/page-keys";
import type { PagePerson } from "../api/use-page-people";

type PagesToolbarProps = {
  params: PageListParams;
  onChange: (changes: Partial<PageListParams>) => void;
  people: PagePerson[];
};

/** Sort, owner and date filters, and search above the pages list. */
export function PagesToolbar({ params, onChange, people }: PagesToolbarProps) {
  return (
    <div className="flex min-h-11 shrink-0 flex-wrap items-center gap-2 border-b border-border px-5 py-1.5">
      <SortMenu
        fields={PAGE_SORT_FIELDS}
        labels={PAGE_SORT_LABEL}
        value={params.orderBy}
        onChange={(orderBy) => onChange({ orderBy })}
      />
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
