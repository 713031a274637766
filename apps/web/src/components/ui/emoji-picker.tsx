import { type ReactElement, type ReactNode, useState } from "react";
import { cn } from "../../lib/cn";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

type EmojiPickerProps = {
  emojis: readonly string[];
  /** The button that opens the picker. */
  trigger: ReactElement;
  /** The picker's accessible name, e.g. "Project logo". */
  label: string;
  /** Each emoji button's name, e.g. "Use 🚀" or "React with 👍". */
  itemLabel: (emoji: string) => string;
  isSelected?: (emoji: string) => boolean;
  onPick: (emoji: string) => void;
  /** Below the grid (e.g. "Remove logo"); `close` closes the picker. */
  footer?: (close: () => void) => ReactNode;
};

/** The one emoji picker: project logos and reactions choose from the same grid in a popover. */
export function EmojiPicker({ emojis, trigger, label, itemLabel, isSelected, onPick, footer }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className="w-auto p-1.5" aria-label={label}>
        <div data-emoji-picker className="grid grid-cols-8 gap-0.5">
          {emojis.map((emoji) => {
            const selected = isSelected?.(emoji) ?? false;
            return (
              <button
                key={emoji}
                type="button"
                aria-label={itemLabel(emoji)}
                aria-pressed={selected}
                onClick={() => {
                  close();
                  onPick(emoji);
                }}
                className={cn(
                  "flex size-8 cursor-pointer items-center justify-center rounded-md text-base hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  selected && "bg-accent-soft",
                )}
              >
                {emoji}
              </button>
            );
          })}
        </div>
        {footer?.(close)}
      </PopoverContent>
    </Popover>
  );
}
