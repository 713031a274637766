import * as PopoverPrimitive from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { Check } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type PickerCreate, PickerCreateItem, wantsCreate } from "../../../components/picker-create-item";
import { PopoverContent } from "../../../components/ui/popover";
import { cn } from "../../../lib/cn";

export type CellPickerOption = { id: string; label: string; icon?: ReactNode };

type CellPickerProps = {
  label: string;
  options: CellPickerOption[];
  selected: readonly string[];
  multiple: boolean;
  onSelect: (id: string) => void;
  onClose: () => void;
  /** Offers to create what was typed when no option has that name; the new one is selected. */
  creator?: PickerCreate;
};

/** Options are matched on their names, never on the ids cmdk keeps as values. */
function matchKeywords(_value: string, search: string, keywords?: string[]): number {
  const q = search.trim().toLowerCase();
  if (!q) return 1;
  return (keywords ?? []).some((k) => k.toLowerCase().includes(q)) ? 1 : 0;
}

/**
 * The picker a cell opens on Enter or click, anchored to the cell. A single choice closes it; a
 * multiple choice toggles and stays open. Closing hands focus back to the grid (the caller's onClose).
 */
export function CellPicker({ label, options, selected, multiple, onSelect, onClose, creator }: CellPickerProps) {
  const chosen = new Set(selected);
  const [search, setSearch] = useState("");
  const toCreate = creator
    ? wantsCreate(
        search,
        options.map((o) => o.label),
      )
    : null;
  return (
    <PopoverPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <PopoverPrimitive.Anchor className="absolute inset-0" />
      <PopoverContent
        className="w-60 p-0"
        aria-label={label}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // Keys typed here bubble through React's tree to the grid; they are the picker's.
        onKeyDown={(event) => event.stopPropagation()}
      >
        <Command label={label} filter={matchKeywords} className="flex flex-col">
          <Command.Input
            autoFocus
            value={search}
            onValueChange={setSearch}
            placeholder={`${label}…`}
            className="h-8 border-b border-border bg-transparent px-2.5 text-xs text-fg outline-none placeholder:text-fg-subtle"
          />
          <Command.List className="max-h-60 overflow-y-auto p-1">
            {!toCreate && <Command.Empty className="px-2 py-1.5 text-xs text-fg-subtle">No matches</Command.Empty>}
            {options.map((option) => (
              <Command.Item
                key={option.id}
                value={option.id}
                keywords={[option.label]}
                onSelect={() => {
                  onSelect(option.id);
                  if (!multiple) onClose();
                }}
                aria-checked={chosen.has(option.id)}
                className={cn(
                  "flex h-7 cursor-pointer items-center gap-2 rounded px-2 text-xs text-fg",
                  "data-[selected=true]:bg-surface-hover",
                )}
              >
                {option.icon}
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {chosen.has(option.id) && <Check aria-hidden className="size-3.5 text-accent" />}
              </Command.Item>
            ))}
            {creator && toCreate && (
              <PickerCreateItem
                creator={creator}
                name={toCreate}
                className="text-xs"
                onCreated={(id) => {
                  setSearch("");
                  onSelect(id);
                  if (!multiple) onClose();
                }}
              />
            )}
          </Command.List>
        </Command>
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
}
