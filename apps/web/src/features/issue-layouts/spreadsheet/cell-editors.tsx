import { ISSUE_NAME_MAX } from "@hangar/contracts";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { type KeyboardEvent, useRef, useState } from "react";
import { DateCalendar } from "../../../components/ui/date-picker";
import { PopoverContent } from "../../../components/ui/popover";

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

/**
 * The date cell's editor: the app's calendar anchored to the cell, open at once. A picked day (or Clear)
 * saves; Escape or a click elsewhere leaves the date as it was.
 */
export function DateEditor({ label, initial, onCommit, onCancel }: EditorProps<string | null>) {
  const done = useRef(false);
  const finish = (save: boolean, value: string | null) => {
    if (done.current) return;
    done.current = true;
    if (save && value !== initial) onCommit(value);
    else onCancel();
  };
  return (
    <PopoverPrimitive.Root open onOpenChange={(open) => !open && finish(false, initial)}>
      <PopoverPrimitive.Anchor className="absolute inset-0" />
      <PopoverContent
        className="w-auto"
        aria-label={label}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // Keys typed here bubble through React's tree to the grid; they are the calendar's.
        onKeyDown={(event) => event.stopPropagation()}
      >
        <DateCalendar value={initial} onPick={(value) => finish(true, value)} />
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
}
