import type { State } from "@hangar/contracts";
import { Plus } from "lucide-react";
import { type KeyboardEvent, useState } from "react";

type QuickAddProps = {
  state: State;
  onCreate: (name: string, stateId: string) => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Type a title, press Enter: the row appears at once (optimistic) and the field stays open for the next
 * one, so a list of issues can be typed in one go. Escape closes it.
 */
export function QuickAdd({ state, onCreate, open, onOpenChange }: QuickAddProps) {
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
    // The hook shows the toast and removes the row on failure; nothing more to do here.
    onCreate(title, state.id).catch(() => undefined);
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => onOpenChange(true)}
        aria-label={`Add issue to ${state.name}`}
        className="flex h-9 w-full items-center gap-2 border-b border-border/60 px-4 text-left text-xs text-fg-subtle hover:bg-surface-hover hover:text-fg-muted"
      >
        <Plus className="size-3.5" aria-hidden /> New issue
      </button>
    );
  }

  return (
    <div className="flex h-9 items-center gap-2 border-b border-border/60 bg-surface px-4">
      <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: state.color }} />
      <input
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!name.trim()) onOpenChange(false);
        }}
        maxLength={255}
        aria-label={`New issue title in ${state.name}`}
        placeholder="Issue title — Enter to create, Esc to cancel"
        className="h-7 min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-fg-subtle"
      />
    </div>
  );
}
