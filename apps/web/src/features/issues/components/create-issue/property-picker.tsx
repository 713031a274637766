import { Command } from "cmdk";
import { Check } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type PickerCreate, PickerCreateItem, wantsCreate } from "../../../../components/picker-create-item";
import { Popover, PopoverContent, PopoverTrigger } from "../../../../components/ui/popover";
import { cn } from "../../../../lib/cn";

export type PickerOption = { id: string; label: string; icon?: ReactNode; keywords?: string[] };

type Common = {
  /** The property's name: the trigger is announced as "<label>: <summary>". */
  label: string;
  summary: string;
  icon?: ReactNode;
  options: PickerOption[];
  emptyText?: string;
  invalid?: boolean;
  describedBy?: string;
  onOpenChange?: (open: boolean) => void;
  /** Offers to create what was typed when no option has that name (for those allowed to). */
  creator?: PickerCreate;
  /** The options come from a server search: the picker tells it what is typed and shows them as they are. */
  onSearchChange?: (search: string) => void;
};
type Single = Common & { multiple?: false; value: string | null; onChange: (id: string | null) => void; clearable?: boolean };
type Multiple = Common & { multiple: true; value: string[]; onChange: (ids: string[]) => void };

export const pickerTriggerClasses =
  "inline-flex h-7 max-w-56 items-center gap-1.5 rounded-md border border-border bg-surface px-2 text-xs text-fg-muted hover:border-border-strong hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger";

/** A multiple choice's trigger text: up to two names, then a count. */
export function summarize(names: string[], empty: string): string {
  if (names.length === 0) return empty;
  return names.length <= 2 ? names.join(", ") : `${names.length} selected`;
}

/** Options are matched on their names, never on the ids cmdk keeps as values. */
function matchKeywords(_value: string, search: string, keywords?: string[]): number {
  const q = search.trim().toLowerCase();
  if (!q) return 1;
  return (keywords ?? []).some((k) => k.toLowerCase().includes(q)) ? 1 : 0;
}

/** A compact property button with a searchable list in a popover (single or multiple choice). */
export function PropertyPicker(props: Single | Multiple) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const selected = new Set(props.multiple ? props.value : props.value ? [props.value] : []);

  function setSearchText(next: string) {
    setSearch(next);
    props.onSearchChange?.(next);
  }

  function setOpenState(next: boolean) {
    setOpen(next);
    if (!next) setSearchText("");
    props.onOpenChange?.(next);
  }

  function choose(id: string) {
    if (props.multiple) {
      props.onChange(selected.has(id) ? props.value.filter((v) => v !== id) : [...props.value, id]);
      return;
    }
    props.onChange(props.clearable && props.value === id ? null : id);
    setOpenState(false);
  }

  /** A new option is picked at once; the multiple picker stays open for more. */
  function created(id: string) {
    setSearchText("");
    if (props.multiple) props.onChange([...props.value, id]);
    else {
      props.onChange(id);
      setOpenState(false);
    }
  }

  const toCreate = props.creator
    ? wantsCreate(
        search,
        props.options.map((o) => o.label),
      )
    : null;

  return (
    <Popover open={open} onOpenChange={setOpenState}>
      <PopoverTrigger
        type="button"
        aria-label={`${props.label}: ${props.summary}`}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        className={pickerTriggerClasses}
      >
        {props.icon}
        <span className="truncate">{props.summary}</span>
      </PopoverTrigger>
      <PopoverContent className="w-60 p-0" onOpenAutoFocus={(event) => event.stopPropagation()}>
        <Command
          label={`Search ${props.label.toLowerCase()}`}
          filter={matchKeywords}
          shouldFilter={!props.onSearchChange}
          className="flex flex-col"
        >
          <Command.Input
            autoFocus
            value={search}
            onValueChange={setSearchText}
            placeholder={`${props.label}…`}
            className="h-8 border-b border-border bg-transparent px-2.5 text-xs text-fg outline-none placeholder:text-fg-subtle"
          />
          <Command.List className="max-h-60 overflow-y-auto p-1">
            {!toCreate && (
              <Command.Empty className="px-2 py-1.5 text-xs text-fg-subtle">{props.emptyText ?? "No matches"}</Command.Empty>
            )}
            {props.options.map((option) => (
              <Command.Item
                key={option.id}
                value={option.id}
                keywords={[option.label, ...(option.keywords ?? [])]}
                onSelect={() => choose(option.id)}
                data-checked={selected.has(option.id) || undefined}
                className={cn(
                  "flex h-7 cursor-pointer items-center gap-2 rounded px-2 text-xs text-fg",
                  "data-[selected=true]:bg-surface-hover",
                )}
              >
                {option.icon}
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {selected.has(option.id) && <Check aria-hidden className="size-3.5 text-accent" />}
              </Command.Item>
            ))}
            {props.creator && toCreate && (
              <PickerCreateItem creator={props.creator} name={toCreate} onCreated={created} className="text-xs" />
            )}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
