import { Command } from "cmdk";
import { Check, Search } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { type PickerCreate, PickerCreateItem, wantsCreate } from "../../../../components/picker-create-item";
import { cn } from "../../../../lib/cn";

export type PickerOption = {
  value: string;
  label: string;
  /** A swatch, avatar or icon before the label. */
  icon?: ReactNode;
  /** Extra text the search matches (e.g. an issue key or an email). */
  keywords?: string;
  hint?: ReactNode;
};

type OptionListProps = {
  label: string;
  options: PickerOption[];
  selected: readonly string[];
  onSelect: (value: string) => void;
  /** Shows a checkbox-like mark instead of closing on pick. */
  multiple?: boolean;
  searchPlaceholder?: string;
  emptyText?: string;
  loading?: boolean;
  footer?: ReactNode;
  className?: string;
  /** Offers to create what was typed when no option has that name; gets the new id. */
  creator?: PickerCreate;
  onCreated?: (id: string) => void;
  /** The options come from a server search: the list tells it what is typed and shows them as they are. */
  onSearchChange?: (search: string) => void;
};

/**
 * A searchable list for a property popover. We filter ourselves (cmdk's fuzzy score reorders rows,
 * which makes a short fixed list like priorities jump around while typing).
 */
export function OptionList({
  label,
  options,
  selected,
  onSelect,
  multiple,
  searchPlaceholder = "Search…",
  emptyText = "No matches",
  loading,
  footer,
  className,
  creator,
  onCreated,
  onSearchChange,
}: OptionListProps) {
  const [search, setSearchState] = useState("");
  const setSearch = (value: string) => {
    setSearchState(value);
    onSearchChange?.(value);
  };
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q || onSearchChange) return options;
    return options.filter((o) => `${o.label} ${o.keywords ?? ""}`.toLowerCase().includes(q));
  }, [options, search, onSearchChange]);
  const toCreate =
    creator && !loading
      ? wantsCreate(
          search,
          options.map((o) => o.label),
        )
      : null;

  return (
    <Command label={label} shouldFilter={false} loop className={cn("flex w-64 flex-col", className)}>
      <div className="flex items-center gap-2 border-b border-border px-2 pb-2">
        <Search className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder={searchPlaceholder}
          aria-label={`Search ${label.toLowerCase()}`}
          className="h-6 w-full bg-transparent text-sm text-fg placeholder:text-fg-subtle focus:outline-none"
        />
      </div>
      <Command.List label={label} className="max-h-64 overflow-y-auto pt-1">
        {loading && <Command.Loading>Loading…</Command.Loading>}
        {!loading && visible.length === 0 && !toCreate && <p className="px-2 py-2 text-xs text-fg-subtle">{emptyText}</p>}
        {visible.map((option) => {
          const isSelected = selected.includes(option.value);
          return (
            <Command.Item
              key={option.value}
              value={option.value}
              onSelect={() => onSelect(option.value)}
              aria-checked={multiple ? isSelected : undefined}
              className="flex h-7 cursor-pointer items-center gap-2 rounded px-2 text-sm text-fg data-[selected=true]:bg-surface-hover"
            >
              {option.icon}
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              {option.hint && <span className="shrink-0 text-2xs text-fg-subtle">{option.hint}</span>}
              <Check className={cn("size-3.5 shrink-0 text-fg-muted", !isSelected && "invisible")} aria-hidden />
            </Command.Item>
          );
        })}
        {creator && toCreate && (
          <PickerCreateItem
            creator={creator}
            name={toCreate}
            className="text-sm"
            onCreated={(id) => {
              setSearch("");
              onCreated?.(id);
            }}
          />
        )}
      </Command.List>
      {footer}
    </Command>
  );
}
