import { Fragment } from "react";
import { keyLabel, SHORTCUTS, type ShortcutId } from "../lib/shortcut-catalogue";
import { SHORTCUT_HELP } from "../lib/shortcut-labels";
import { Kbd } from "./ui/kbd";

const joiner = (word: string) => <span className="text-2xs text-fg-subtle">{word}</span>;

/** A shortcut's keys as keycaps: "G then I", "J or ↓", "⌘K". */
export function ShortcutKeys({ id }: { id: ShortcutId }) {
  return (
    <span className="flex shrink-0 items-center gap-1">
      {SHORTCUTS[id].map((sequence, i) => (
        <Fragment key={sequence}>
          {i > 0 && joiner("or")}
          {sequence.split(" ").map((key, j, keys) => (
            // The keys so far name a key of the sequence ("n", "n n") even where a key repeats.
            <Fragment key={keys.slice(0, j + 1).join(" ")}>
              {j > 0 && joiner("then")}
              <Kbd>{keyLabel(key)}</Kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}

/** Shortcuts with what they do, one per row. */
export function ShortcutList({ ids, label }: { ids: readonly ShortcutId[]; label?: string }) {
  return (
    <dl aria-label={label} className="space-y-1.5">
      {ids.map((id) => (
        <div key={id} className="flex items-center justify-between gap-3 text-sm">
          <dt className="min-w-0 text-fg-muted">{SHORTCUT_HELP[id].label}</dt>
          <dd>
            <ShortcutKeys id={id} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
