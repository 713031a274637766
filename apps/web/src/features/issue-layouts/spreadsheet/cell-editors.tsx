import { ISSUE_NAME_MAX } from "@hangar/contracts";
import { type KeyboardEvent, useRef, useState } from "react";

type EditorProps<T> = {
  label: string;
  initial: T;
  onCommit: (value: T) => void;
  onCancel: () => void;
};

const inputClasses =
  "h-full w-full min-w-0 rounded-sm border border-accent bg-surface px-1.5 text-sm text-fg outline-none ring-2 ring-ring";

/**
 * Enter or leaving the cell saves; Escape puts the old value back. `done` guards against the blur that
 * follows Enter/Escape saving a second time.
 */
function useEditorKeys<T>(read: () => T, { onCommit, onCancel }: Pick<EditorProps<T>, "onCommit" | "onCancel">) {
  const done = useRef(false);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    if (save) onCommit(read());
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The grid must not see these as navigation while an editor is open.
    event.stopPropagation();
    if (event.key === "Enter") {
      event.preventDefault();
      finish(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      finish(false);
    }
  };
  return { onKeyDown, onBlur: () => finish(true) };
}

export function NameEditor({ label, initial, onCommit, onCancel }: EditorProps<string>) {
  const [value, setValue] = useState(initial);
  const keys = useEditorKeys(() => value, {
    onCommit: (next) => {
      const name = next.trim();
      // A name is required: an emptied field means "never mind".
      if (!name || name === initial) onCancel();
      else onCommit(name);
    },
    onCancel,
  });
  return (
    <input
      aria-label={label}
      autoFocus
      maxLength={ISSUE_NAME_MAX}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onFocus={(event) => event.currentTarget.select()}
      className={inputClasses}
      {...keys}
    />
  );
}

export function DateEditor({ label, initial, onCommit, onCancel }: EditorProps<string | null>) {
  const [value, setValue] = useState(initial ?? "");
  const keys = useEditorKeys(() => value || null, {
    onCommit: (next) => (next === initial ? onCancel() : onCommit(next)),
    onCancel,
  });
  return (
    <input
      type="date"
      aria-label={label}
      autoFocus
      value={value}
      onChange={(event) => setValue(event.target.value)}
      className={inputClasses}
      {...keys}
    />
  );
}
