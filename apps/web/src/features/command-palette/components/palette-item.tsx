import { Command } from "cmdk";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { ShortcutKeys } from "../../../components/shortcut-keys";
import { cn } from "../../../lib/cn";
import type { ShortcutId } from "../../../lib/shortcut-catalogue";
import { matches } from "../lib/match";

/** One row of the palette: a command, a result, an option of a nested page. */
export type PaletteCommand = {
  /** Unique in the palette; cmdk tracks the highlighted row by it. */
  id: string;
  label: string;
  /** More words the search matches (synonyms, the group's subject). */
  keywords?: string;
  icon?: ReactNode;
  /** Context after the label: an issue's state, a project's key. */
  detail?: ReactNode;
  /** The shortcut that does the same outside the palette. */
  shortcut?: ShortcutId;
  /** Options of a multiple choice show whether they are picked. */
  checked?: boolean;
  run: () => void;
};

export type PaletteGroupSpec = { heading: string; commands: PaletteCommand[] };

/** The groups' commands that match what is typed; empty groups drop out. */
export function filterGroups(groups: readonly PaletteGroupSpec[], search: string): PaletteGroupSpec[] {
  return groups
    .map((group) => ({ ...group, commands: group.commands.filter((c) => matches(search, c.label, c.keywords)) }))
    .filter((group) => group.commands.length > 0);
}

const headingClasses =
  "[&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pt-2.5 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-fg-subtle";

export function PaletteItem({ command }: { command: PaletteCommand }) {
  return (
    <Command.Item
      value={command.id}
      onSelect={command.run}
      className="flex h-9 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-fg data-[selected=true]:bg-surface-hover [&_svg]:size-4 [&_svg]:shrink-0"
    >
      {command.icon && (
        <span aria-hidden className="flex size-4 shrink-0 items-center justify-center text-fg-muted">
          {command.icon}
        </span>
      )}
      <span className="min-w-0 flex-1 truncate">{command.label}</span>
      {command.detail !== undefined && (
        <span className="max-w-[40%] shrink-0 truncate text-xs text-fg-subtle">{command.detail}</span>
      )}
      {command.checked !== undefined && (
        <Check
          aria-label={command.checked ? "Selected" : undefined}
          className={cn("text-accent", !command.checked && "invisible")}
        />
      )}
      {command.shortcut && <ShortcutKeys id={command.shortcut} />}
    </Command.Item>
  );
}

export function PaletteGroups({ groups }: { groups: readonly PaletteGroupSpec[] }) {
  return groups.map((group) => (
    <Command.Group key={group.heading} heading={group.heading} className={headingClasses}>
      {group.commands.map((command) => (
        <PaletteItem key={command.id} command={command} />
      ))}
    </Command.Group>
  ));
}

/** Shown when nothing matches, or while the first answer of a search is on its way. */
export function PaletteNote({ children }: { children: ReactNode }) {
  return <p className="px-2.5 py-6 text-center text-sm text-fg-subtle">{children}</p>;
}
