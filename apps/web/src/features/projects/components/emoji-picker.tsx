import { SmilePlus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import { PROJECT_EMOJIS } from "../lib/project-logo";

type EmojiPickerProps = { value: string; onChange: (emoji: string) => void };

export function EmojiPicker({ value, onChange }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  function pick(emoji: string) {
    onChange(emoji);
    setOpen(false);
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={value ? `Logo: ${value}. Change logo` : "Choose a logo"}
        className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-border bg-surface text-lg hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {value || <SmilePlus className="size-4 text-fg-subtle" aria-hidden />}
      </PopoverTrigger>
      <PopoverContent className="w-64" aria-label="Project logo">
        <div className="grid grid-cols-8 gap-0.5">
          {PROJECT_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={`Use ${emoji}`}
              aria-pressed={value === emoji}
              onClick={() => pick(emoji)}
              className="flex size-7 cursor-pointer items-center justify-center rounded text-base hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-accent-soft"
            >
              {emoji}
            </button>
          ))}
        </div>
        {value && (
          <Button variant="ghost" size="xs" className="mt-2 w-full" onClick={() => pick("")}>
            Remove logo
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
