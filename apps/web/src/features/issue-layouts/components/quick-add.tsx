import { Plus } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { cn } from "../../../lib/cn";

type QuickAddProps = {
  /** The group's name, in the accessible names: "Add issue to Todo". */
  groupName: string;
  icon?: ReactNode;
  onCreate: (name: string) => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A list row spans the width; a board's sits at the bottom of its column. */
  variant?: "row" | "card";
};

/**
 * Type a title, press Enter: the issue appears at once (optimistic) and the field stays open for the
 * next one, so a list of issues can be typed in one go. Escape closes it.
 */
export function QuickAdd({ groupName, icon, onCreate, open, onOpenChange, variant = "row" }: QuickAddProps) {
  const [name, setName] = useState("");

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setName("");
      onOpenChange(false);
      return;
    }
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const title = name.trim();
    if (!title) return;
    setName("");
    // The create hook shows the toast and removes the row on failure; nothing more to do here.
    onCreate(title).catch(() => undefined);
  }

  const card = variant === "card";
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => onOpenChange(true)}
        aria-label={`Add issue to ${groupName}`}
        className={cn(
          "flex w-full items-center gap-2 text-left text-xs text-fg-subtle hover:bg-surface-hover hover:text-fg-muted",
          card ? "h-8 rounded-md px-2" : "h-9 border-b border-border/60 px-4",
        )}
      >
        <Plus className="size-3.5" aria-hidden /> New issue
      </button>
    );
  }

  return (
    <div
      className={cn(
        "flex items-center gap-2 bg-surface",
        card ? "h-9 rounded-md border border-accent/50 px-2" : "h-9 border-b border-border/60 px-4",
      )}
    >
      {icon}
      <input
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!name.trim()) onOpenChange(false);
        }}
        maxLength={255}
        aria-label={`New issue title in ${groupName}`}
        placeholder="Issue title — Enter to create, Esc to cancel"
        className="h-7 min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-fg-subtle"
      />
    </div>
  );
}
