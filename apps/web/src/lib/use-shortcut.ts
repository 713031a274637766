import { useEffect, useEffectEvent } from "react";

/** True while the user is typing somewhere a plain key press belongs to the field, not to a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

const SEQUENCE_WINDOW_MS = 1000;

/**
 * Runs `handler` when the keys of `sequence` are pressed one after another (e.g. ["c", "p"]), without
 * modifiers and outside text fields or open dialogs, the way Linear's two-key shortcuts work.
 */
export function useShortcut(sequence: readonly string[], handler: () => void, enabled = true) {
  const run = useEffectEvent(handler);
  const key = sequence.join(" ");

  useEffect(() => {
    if (!enabled) return;
    const keys = key.split(" ");
    let position = 0;
    let lastAt = 0;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      if (isTypingTarget(event.target) || document.querySelector("[role=dialog],[role=alertdialog]")) return;
      const now = Date.now();
      if (now - lastAt > SEQUENCE_WINDOW_MS) position = 0;
      lastAt = now;
      const pressed = event.key.toLowerCase();
      if (pressed === keys[position]) position += 1;
      else position = pressed === keys[0] ? 1 : 0;
      if (position === keys.length) {
        position = 0;
        event.preventDefault();
        run();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [key, enabled]);
}
