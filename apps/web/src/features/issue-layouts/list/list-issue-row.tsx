import type { DisplayProperties, Issue } from "@hangar/contracts";
import { type MouseEvent, memo } from "react";
import { cn } from "../../../lib/cn";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { type IssueLookups, issueKey } from "../../issue-core";
import { identifierOf, keyColumnWidthOf } from "../calendar/layout-props";
import { IssueProperties } from "../components/issue-properties";

type ListIssueRowProps = {
  issue: Issue;
  lookups: IssueLookups;
  show: DisplayProperties;
  href: string;
  selected: boolean;
  active: boolean;
  selectable: boolean;
  onOpen: (issueId: string) => void;
  onToggleSelect: (issueId: string, shift: boolean) => void;
};

export const ListIssueRow = memo(function ListIssueRow({
  issue,
  lookups,
  show,
  href,
  selected,
  active,
  selectable,
  onOpen,
  onToggleSelect,
}: ListIssueRowProps) {
  const key = issueKey(identifierOf(issue, lookups.identifier, lookups.projects), issue);
  const pending = isTemporaryId(issue.id);

  function openFromRow(event: MouseEvent) {
    // Clicks on the row's own controls (checkbox, link) are theirs; a modified click keeps browser behaviour.
    if (pending || (event.target as HTMLElement).closest("a,button,input,label")) return;
    onOpen(issue.id);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the whole row is a click target for the mouse; its link is the keyboard path
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      data-issue-id={issue.id}
      aria-current={active ? "true" : undefined}
      aria-busy={pending || undefined}
      onClick={openFromRow}
      className={cn(
        "group flex h-9 cursor-pointer items-center gap-2 border-b border-border/60 pr-4 pl-2 text-sm hover:bg-surface-hover",
        selected && "bg-accent-soft/60 hover:bg-accent-soft",
        active && "bg-surface-active",
        pending && "opacity-60",
      )}
    >
      <input
        type="checkbox"
        aria-label={`Select ${key}`}
        checked={selected}
        disabled={!selectable || pending}
        onChange={() => undefined}
        onClick={(event) => onToggleSelect(issue.id, event.shiftKey)}
        className={cn(
          "size-3.5 shrink-0 accent-accent",
          !selected && "opacity-0 group-hover:opacity-100 focus-visible:opacity-100",
          !selectable && "invisible",
        )}
      />
      {show.key && (
        <span
          className="shrink-0 truncate font-mono text-xs text-fg-subtle"
          style={{ width: keyColumnWidthOf(lookups.identifier, lookups.projects) }}
        >
          {key}
        </span>
      )}
      {pending ? (
        <span className="min-w-0 flex-1 truncate text-fg">{issue.name}</span>
      ) : (
        // A plain link, not the router's: rows mount by the dozen while the list scrolls, and a click
        // opens the issue through onOpen anyway; the href serves new tabs and the keyboard.
        <a
          href={href}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen(issue.id);
          }}
          className="min-w-0 flex-1 truncate text-fg outline-none focus-visible:underline"
        >
          {issue.name}
        </a>
      )}
      <IssueProperties issue={issue} lookups={lookups} show={show} variant="row" />
    </div>
  );
});
