import { useEffect, useRef } from "react";
import { IN_INPUTS, SHORTCUTS, type ShortcutId, shortcutLayer } from "./shortcut-catalogue";

/**
 * True while the user is typing somewhere a plain key press belongs to the field, not to a shortcut. The
 * editor is also recognised by its attribute: some DOMs (jsdom) have no isContentEditable.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable="true"],[contenteditable=""]')) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

/** A dialog, menu or picker has the keyboard; the issue peek is a side panel, not one of them. */
export const overlayOpen = () => Boolean(document.querySelector("[role=dialog],[role=alertdialog],[role=menu],[role=listbox]"));

/** How long the next key of a sequence ("g" then "i") may take. */
const SEQUENCE_WINDOW_MS = 1000;

/** Whether the binding took the press; a handler returning `false` declines it (Enter on a focused button). */
type Binding = { id: ShortcutId; order: number; run: (event: KeyboardEvent) => boolean };

const bindings = new Set<Binding>();
let registered = 0;
/** The keys of a sequence pressed so far, joined by spaces. */
let pending = "";
let pendingAt = 0;

/** The key as the catalogue spells it, or null for a press no shortcut uses (Alt, a lone modifier). */
export function keyToken(event: KeyboardEvent): string | null {
  const { key } = event;
  if (event.altKey || event.isComposing || !key || key === "Dead" || key === "Unidentified") return null;
  if (key === "Shift" || key === "Control" || key === "Meta" || key === "Alt") return null;
  const lower = key.toLowerCase();
  if (event.ctrlKey || event.metaKey) return `mod+${lower}`;
  // Shift with a letter is another key ("P" is not "p"); with a symbol it is how "?" is typed.
  return event.shiftKey && /^[a-z]$/.test(lower) ? `shift+${lower}` : lower;
}

const priority = (a: Binding, b: Binding) => shortcutLayer(b.id) - shortcutLayer(a.id) || b.order - a.order;

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented) return;
  const token = keyToken(event);
  if (!token) return;
  if (overlayOpen()) return;
  const typing = isTypingTarget(event.target);
  const usable = [...bindings].filter((b) => !typing || IN_INPUTS.has(b.id));
  const now = Date.now();
  // Sequences are compared as the catalogue writes them, keys joined by spaces ("g i").
  const attempts = pending && now - pendingAt <= SEQUENCE_WINDOW_MS ? [`${pending} ${token}`, token] : [token];
  pending = "";
  for (const attempt of attempts) {
    const matching = usable.filter((b) => SHORTCUTS[b.id].some((s) => s === attempt)).sort(priority);
    for (const binding of matching) {
      if (!binding.run(event)) continue;
      event.preventDefault();
      return;
    }
    if (usable.some((b) => SHORTCUTS[b.id].some((s) => s.startsWith(`${attempt} `)))) {
      pending = attempt;
      pendingAt = now;
      return;
    }
  }
}

/** A handler per shortcut; `false` (or nothing) leaves the shortcut unbound for now. A handler returning `false` declines a press. */
export type ShortcutHandlers = Partial<Record<ShortcutId, ((event: KeyboardEvent) => unknown) | false | undefined>>;

/**
 * Binds shortcuts (by their catalogue id) while mounted: never while typing in a field (unless the
 * shortcut says so) or while a dialog or menu has the keyboard. One listener serves the whole app, so a
 * sequence ("g" then "i") and a single key ("i") never both fire, and where two screens use the same key
 * the screen's shortcut (the "p") wins over the app's (new project).
 */
export function useShortcuts(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const active = (Object.keys(handlers) as ShortcutId[]).filter((id) => handlers[id]).join(" ");
  useEffect(() => {
    if (!active) return;
    const added = active.split(" ").map((id): Binding => {
      registered += 1;
      return {
        id: id as ShortcutId,
        order: registered,
        run: (event) => {
          const handler = latest.current[id as ShortcutId];
          return Boolean(handler) && handler !== false && handler?.(event) !== false;
        },
      };
    });
    if (bindings.size === 0) document.addEventListener("keydown", onKeyDown);
    for (const binding of added) bindings.add(binding);
    return () => {
      for (const binding of added) bindings.delete(binding);
      if (bindings.size === 0) {
        document.removeEventListener("keydown", onKeyDown);
        pending = "";
      }
    };
  }, [active]);
}

/** One shortcut: see useShortcuts. */
export function useShortcut(id: ShortcutId, handler: (event: KeyboardEvent) => unknown, enabled = true) {
  useShortcuts({ [id]: enabled && handler });
}
