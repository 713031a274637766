import { useEffect, useEffectEvent } from "react";
import { isTypingTarget } from "../../../lib/use-shortcut";
import type { PickerName } from "../components/properties/property-types";

const PICKER_KEYS: Record<string, PickerName> = { s: "state", p: "priority", a: "assignees", l: "labels" };

/** The peek marks itself so its own dialog role does not count as "something else is open". */
export const PEEK_ATTRIBUTE = "data-issue-peek";

/** isContentEditable is missing in some DOMs (jsdom), so the editor is also recognised by its attribute. */
function typing(target: EventTarget | null): boolean {
  if (isTypingTarget(target)) return true;
  return target instanceof Element && Boolean(target.closest('[contenteditable="true"],[contenteditable=""]'));
}

function overlayOpen(): boolean {
  return Boolean(document.querySelector(`[role=dialog]:not([${PEEK_ATTRIBUTE}]),[role=alertdialog],[role=menu],[role=listbox]`));
}

type DetailShortcutHandlers = {
  enabled: boolean;
  /** Only editors get the pickers; everyone can copy and close. */
  canEdit: boolean;
  onPicker: (name: PickerName) => void;
  onCopyLink: () => void;
  onEscape?: () => void;
};

/** s/p/a/l open the property pickers, Cmd/Ctrl+. copies the link, Esc closes the peek — never while typing. */
export function useDetailShortcuts(handlers: DetailShortcutHandlers) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || typing(event.target) || event.altKey) return;
    if ((event.metaKey || event.ctrlKey) && event.key === ".") {
      event.preventDefault();
      handlers.onCopyLink();
      return;
    }
    if (event.metaKey || event.ctrlKey || overlayOpen()) return;
    if (event.key === "Escape" && handlers.onEscape) {
      event.preventDefault();
      handlers.onEscape();
      return;
    }
    const picker = PICKER_KEYS[event.key.toLowerCase()];
    if (picker && handlers.canEdit && !event.shiftKey) {
      event.preventDefault();
      handlers.onPicker(picker);
    }
  });

  useEffect(() => {
    if (!handlers.enabled) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, [handlers.enabled]);
}
