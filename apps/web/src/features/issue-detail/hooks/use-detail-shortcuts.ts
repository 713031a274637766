import { useShortcuts } from "../../../lib/use-shortcut";
import type { PickerName } from "../components/properties/property-types";

type DetailShortcutHandlers = {
  enabled: boolean;
  /** Only editors get the pickers; everyone can copy and close. */
  canEdit: boolean;
  onPicker: (name: PickerName) => void;
  onCopyLink: () => void;
  onEscape?: () => void;
};

/** s/p/a/l open the property pickers, Cmd/Ctrl+. copies the link, Esc closes the peek — never while typing. */
export function useDetailShortcuts({ enabled, canEdit, onPicker, onCopyLink, onEscape }: DetailShortcutHandlers) {
  const pickers = enabled && canEdit;
  useShortcuts({
    issueState: pickers && (() => onPicker("state")),
    issuePriority: pickers && (() => onPicker("priority")),
    issueAssign: pickers && (() => onPicker("assignees")),
    issueLabels: pickers && (() => onPicker("labels")),
    issueCopyLink: enabled && onCopyLink,
    issueClosePeek: enabled && onEscape,
  });
}
