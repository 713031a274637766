import { Command } from "cmdk";
import { Plus } from "lucide-react";
import { useState } from "react";
import { cn } from "../lib/cn";

/** Something a picker can create from the text typed into its search. */
export type PickerCreate = {
  /** What the item says it creates: `Create label "bug"`. */
  noun: string;
  /** Creates it and answers its id, or null when the server refused (the caller tells why). */
  create: (name: string) => Promise<string | null>;
};

/** Offered when something is typed that no option is called (case and outer spaces aside). */
export function wantsCreate(search: string, names: readonly string[]): string | null {
  const name = search.trim();
  if (!name) return null;
  const wanted = name.toLowerCase();
  return names.some((n) => n.trim().toLowerCase() === wanted) ? null : name;
}

type Props = {
  creator: PickerCreate;
  /** The name to create (see wantsCreate). */
  name: string;
  /** Gets the new id once the server made it. */
  onCreated: (id: string) => void;
  className?: string;
};

/**
 * The last item of a searchable picker: `Create label "bug"`. Always listed while offered, whatever the
 * list's own filter keeps, and used once at a time (Enter twice makes one label).
 */
export function PickerCreateItem({ creator, name, onCreated, className }: Props) {
  const [pending, setPending] = useState(false);
  async function run() {
    if (pending) return;
    setPending(true);
    try {
      const id = await creator.create(name);
      if (id) onCreated(id);
    } finally {
      setPending(false);
    }
  }
  return (
    <Command.Item
      forceMount
      value={`create:${name}`}
      onSelect={() => void run()}
      disabled={pending}
      aria-busy={pending || undefined}
      className={cn(
        "flex h-7 cursor-pointer items-center gap-2 rounded px-2 text-fg data-[selected=true]:bg-surface-hover data-[disabled=true]:opacity-60",
        className,
      )}
    >
      <Plus aria-hidden className="size-3.5 shrink-0 text-fg-muted" />
      <span className="min-w-0 flex-1 truncate">
        {pending ? "Creating…" : "Create"} {creator.noun} "{name}"
      </span>
    </Command.Item>
  );
}
