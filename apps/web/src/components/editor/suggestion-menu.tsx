import type { PluginKey } from "@tiptap/pm/state";
import { exitSuggestion, type SuggestionKeyDownProps, type SuggestionProps } from "@tiptap/suggestion";
import { forwardRef, type ReactNode, useImperativeHandle, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn";
import { useEscapeLayer } from "../ui/escape-layer";

export type SuggestionItem = { id: string; label: string; hint?: string; icon?: ReactNode };

/** What the editor shows while a "@" or "/" suggestion is open. */
export type SuggestionMenuState = {
  kind: "mention" | "command" | "issue";
  items: SuggestionItem[];
  select: (item: SuggestionItem) => void;
  clientRect: (() => DOMRect | null) | null;
  /** Closes the suggestion (Esc), leaving the typed "/query" or "@name" as text. */
  exit: () => void;
  /** Items asked of the server are on their way (the issue picker): not yet "nothing found". */
  loading?: boolean;
};

const MENU_LABELS = { mention: "Mention someone", command: "Commands", issue: "Issues" } as const;
const EMPTY_TEXT = { mention: "No one found", command: "No commands", issue: "No issues found" } as const;

export type SuggestionMenuHandle = { onKeyDown: (event: KeyboardEvent) => boolean };

type Bridge = {
  setMenu: (menu: SuggestionMenuState | null) => void;
  menuRef: { current: SuggestionMenuHandle | null };
};

/**
 * Tiptap's Suggestion plugin speaks in lifecycle callbacks; this turns them into React state so the
 * popup is an ordinary component (portal, roles, hover) instead of hand-built DOM.
 */
export function suggestionRenderer<T>(
  kind: SuggestionMenuState["kind"],
  pluginKey: PluginKey,
  toItem: (item: T) => SuggestionItem,
  bridge: Bridge,
) {
  return () => {
    const show = (props: SuggestionProps<T, T>) => {
      const byId = new Map(props.items.map((item) => [toItem(item).id, item]));
      bridge.setMenu({
        kind,
        items: props.items.map(toItem),
        clientRect: props.clientRect ?? null,
        exit: () => exitSuggestion(props.editor.view, pluginKey),
        loading: props.loading,
        select: (item) => {
          const original = byId.get(item.id);
          if (original !== undefined) props.command(original);
        },
      });
    };
    return {
      onStart: show,
      onUpdate: show,
      onExit: () => bridge.setMenu(null),
      // Esc never gets here: the open menu is an escape layer (see SuggestionMenu), so that inside a
      // dialog it closes the menu and not the dialog.
      onKeyDown: ({ event }: SuggestionKeyDownProps) => bridge.menuRef.current?.onKeyDown(event) ?? false,
    };
  };
}

export const SuggestionMenu = forwardRef<SuggestionMenuHandle, { menu: SuggestionMenuState }>(function SuggestionMenu(
  { menu },
  ref,
) {
  // A new query means a new list; the highlight starts again from the top.
  const [highlight, setHighlight] = useState({ items: menu.items, index: 0 });
  const active = highlight.items === menu.items ? highlight.index : 0;
  const setActive = (index: number) => setHighlight({ items: menu.items, index });
  useEscapeLayer(true, menu.exit);

  useImperativeHandle(
    ref,
    () => ({
      onKeyDown: (event) => {
        if (menu.items.length === 0) return false;
        if (event.key === "ArrowDown") {
          setHighlight({ items: menu.items, index: (active + 1) % menu.items.length });
          return true;
        }
        if (event.key === "ArrowUp") {
          setHighlight({ items: menu.items, index: (active - 1 + menu.items.length) % menu.items.length });
          return true;
        }
        if (event.key === "Enter" || event.key === "Tab") {
          const item = menu.items[active];
          if (item) menu.select(item);
          return true;
        }
        return false;
      },
    }),
    [menu, active],
  );

  const rect = menu.clientRect?.();
  const style = rect ? { top: rect.bottom + 4, left: rect.left } : { top: 0, left: 0 };
  const label = MENU_LABELS[menu.kind];

  return createPortal(
    <div
      role="listbox"
      aria-label={label}
      style={style}
      className="fixed z-50 max-h-64 min-w-48 overflow-y-auto rounded-md border border-border bg-surface p-1 text-sm shadow-lg"
    >
      {menu.items.length === 0 && (
        <p className="px-2 py-1.5 text-xs text-fg-subtle">{menu.loading ? "Searching…" : EMPTY_TEXT[menu.kind]}</p>
      )}
      {menu.items.map((item, index) => (
        <div
          key={item.id}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          // Keeps the editor's selection: a mousedown would otherwise blur it and close the suggestion.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => setActive(index)}
          onClick={() => menu.select(item)}
          onKeyDown={() => undefined}
          className={cn(
            "flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-fg",
            index === active && "bg-surface-hover",
          )}
        >
          {item.icon}
          <span className="truncate">{item.label}</span>
          {item.hint && <span className="ml-auto text-2xs text-fg-subtle">{item.hint}</span>}
        </div>
      ))}
    </div>,
    document.body,
  );
});
