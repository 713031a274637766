import type { ShortcutId } from "../../../lib/shortcut-catalogue";
import { useShortcuts } from "../../../lib/use-shortcut";

/** The keys the inbox answers to, for its help popover (labels and keys come from the catalogue). */
export const INBOX_SHORTCUTS: readonly ShortcutId[] = ["inboxNext", "inboxPrevious", "inboxOpen", "inboxRead", "inboxArchive"];

type InboxKeyboard = {
  count: number;
  selected: number;
  onMove: (index: number) => void;
  onOpen: () => void;
  onToggleRead: () => void;
  onToggleArchive: () => void;
};

/**
 * j/k (or the arrows) move the selection, Enter opens it, r and e read and archive it; never while typing
 * or while a menu or dialog is open, and the peek beside the list leaves them working.
 */
export function useInboxKeyboard(keys: InboxKeyboard) {
  const any = keys.count > 0;
  const last = keys.count - 1;
  const current = Math.min(Math.max(keys.selected, -1), last);
  useShortcuts(
    any
      ? {
          inboxNext: () => keys.onMove(Math.min(current + 1, last)),
          inboxPrevious: () => keys.onMove(Math.max(current - 1, 0)),
          inboxOpen: (event) => {
            // A focused button (a row's own, or an action) already answers Enter itself.
            const target = event.target;
            if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || current < 0) return false;
            keys.onOpen();
          },
          inboxRead: () => (current < 0 ? false : keys.onToggleRead()),
          inboxArchive: () => (current < 0 ? false : keys.onToggleArchive()),
        }
      : {},
  );
}
