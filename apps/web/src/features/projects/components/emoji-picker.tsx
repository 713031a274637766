import { SmilePlus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmojiPicker as Picker } from "../../../components/ui/emoji-picker";
import { PROJECT_EMOJIS } from "../lib/project-logo";

type EmojiPickerProps = { value: string; onChange: (emoji: string) => void };

/** A project's logo: the app's emoji picker behind a button showing the current one. */
export function EmojiPicker({ value, onChange }: EmojiPickerProps) {
  return (
    <Picker
      emojis={PROJECT_EMOJIS}
      label="Project logo"
      itemLabel={(emoji) => `Use ${emoji}`}
      isSelected={(emoji) => emoji === value}
      onPick={onChange}
      trigger={
        <button
          type="button"
          aria-label={value ? `Logo: ${value}. Change logo` : "Choose a logo"}
          className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-border bg-surface text-lg hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {value || <SmilePlus className="size-4 text-fg-subtle" aria-hidden />}
        </button>
      }
      footer={(close) =>
        value ? (
          <Button
            variant="ghost"
            size="xs"
            className="mt-1.5 w-full"
            onClick={() => {
              close();
              onChange("");
            }}
          >
            Remove logo
          </Button>
        ) : null
      }
    />
  );
}
