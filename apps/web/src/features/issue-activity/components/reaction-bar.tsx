import { SmilePlus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmojiPicker } from "../../../components/ui/emoji-picker";
import { cn } from "../../../lib/cn";
import { COMMON_EMOJIS, type ReactionGroup } from "../lib/reactions";

type ReactionBarProps = {
  groups: ReactionGroup[];
  onToggle: (reaction: string, mine: boolean) => void;
  /** Names what is reacted to, e.g. "issue" or "comment", for the picker's accessible name. */
  target: string;
  disabled?: boolean;
  className?: string;
};

/** Existing reactions as toggle chips, then a small picker for a new one. */
export function ReactionBar({ groups, onToggle, target, disabled, className }: ReactionBarProps) {
  const mineByEmoji = new Map(groups.map((g) => [g.reaction, g.mine]));

  return (
    <ul aria-label={`Reactions to this ${target}`} className={cn("flex flex-wrap items-center gap-1", className)}>
      {groups.map((group) => (
        <li key={group.reaction}>
          <button
            type="button"
            aria-pressed={group.mine}
            aria-label={`${group.reaction} ${group.count}`}
            title={group.names.join(", ")}
            disabled={disabled}
            onClick={() => onToggle(group.reaction, group.mine)}
            className={cn(
              "inline-flex h-6 items-center gap-1 rounded-full border px-2 text-xs tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
              group.mine
                ? "border-accent/40 bg-accent-soft text-accent"
                : "border-border bg-surface text-fg-muted hover:bg-surface-hover",
            )}
          >
            <span aria-hidden>{group.reaction}</span>
            <span aria-hidden>{group.count}</span>
          </button>
        </li>
      ))}
      <li>
        <EmojiPicker
          emojis={COMMON_EMOJIS}
          label="Pick a reaction"
          itemLabel={(emoji) => `React with ${emoji}`}
          isSelected={(emoji) => mineByEmoji.get(emoji) ?? false}
          onPick={(emoji) => onToggle(emoji, mineByEmoji.get(emoji) ?? false)}
          trigger={
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Add reaction to ${target}`}
              disabled={disabled}
              className="size-6 rounded-full"
            >
              <SmilePlus aria-hidden />
            </Button>
          }
        />
      </li>
    </ul>
  );
}
