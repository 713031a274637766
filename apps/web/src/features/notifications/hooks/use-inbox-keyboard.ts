import { useEffect, useEffectEvent } from "react";
import { isTypingTarget } from "../../../lib/use-shortcut";

/** The keys the inbox answers to, for its help popover and the row tooltips. */
export const INBOX_SHORTCUTS: { keys: string[]; label: string }[] = [
  { keys: ["J", "↓"], label: "Next notification" },
  { keys: ["K", "↑"], label: "Previous notification" },
  { keys: ["Enter"], label: "Open the issue" },
  { keys: ["R"], label: "Mark as read or unread" },
  { keys: ["E"], label: "Archive or unarchive" },
];

type InboxKeyboard = {
  count: number;
  selected: number;
  onMove: (index: number) => void;
  onOpen: () => void;
  onToggleRead: () => void;
  onToggleArchive: () => void;
};

/** Something else has the keyboard: a menu, a picker or a dialog other than the peek. */
const somethingOpen = () =>
  Boolean(document.querySelector("[role=dialog]:not([data-issue-peek]),[role=alertdialog],[role=menu],[role=listbox]"));

/**
 * j/k (or the arrows) move the selection, Enter opens it, r and e read and archive it; never while typing
 * or while a menu or dialog is open, and the peek beside the list leaves them working.
 */
export function useInboxKeyboard(keys: InboxKeyboard) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
    if (isTypingTarget(event.target) || somethingOpen() || keys.count === 0) return;
    const last = keys.count - 1;
    const current = Math.min(Math.max(keys.selected, -1), last);
    switch (event.key) {
      case "j":
      case "ArrowDown":
        keys.onMove(Math.min(current + 1, last));
        break;
      case "k":
      case "ArrowUp":
        keys.onMove(Math.max(current - 1, 0));
        break;
      case "Enter":
        // A focused button (a row's own, or an action) already answers Enter itself.
        if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement || current < 0) return;
        keys.onOpen();
        break;
      case "r":
        if (current < 0) return;
        keys.onToggleRead();
        break;
      case "e":
        if (current < 0) return;
        keys.onToggleArchive();
        break;
      default:
        return;
    }
    event.preventDefault();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
