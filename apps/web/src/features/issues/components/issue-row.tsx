import { type Issue, isOverdue, type State } from "@hangar/contracts";
import { format, parseISO } from "date-fns";
import { CalendarDays } from "lucide-react";
import { type MouseEvent, memo } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { issueKey } from "../lib/issue-key";
import type { IssueLookups } from "../lib/lookups";
import { AssigneeAvatars } from "./assignee-avatars";
import { LabelChips } from "./label-chips";
import { PRIORITY_META, PriorityIcon } from "./priority-icon";

type IssueRowProps = {
  issue: Issue;
  state: State;
  lookups: IssueLookups;
  href: string;
  selected: boolean;
  active: boolean;
  selectable: boolean;
  onOpen: (issueId: string) => void;
  onToggleSelect: (issueId: string, shift: boolean) => void;
};

export const IssueRow = memo(function IssueRow({
  issue,
  state,
  lookups,
  href,
  selected,
  active,
  selectable,
  onOpen,
  onToggleSelect,
}: IssueRowProps) {
  const key = issueKey(lookups.identifier, issue);
  const pending = isTemporaryId(issue.id);
  const overdue = isOverdue(issue.target_date, state.group, lookups.today);

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
      <span role="img" aria-label={`Priority: ${PRIORITY_META[issue.priority]?.label ?? issue.priority}`}>
        <PriorityIcon priority={issue.priority} />
      </span>
      <span className="w-16 shrink-0 truncate font-mono text-xs text-fg-subtle">{key}</span>
      {pending ? (
        <span className="min-w-0 flex-1 truncate text-fg">{issue.name}</span>
      ) : (
        <Link
          to={href}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen(issue.id);
          }}
          className="min-w-0 flex-1 truncate text-fg outline-none focus-visible:underline"
        >
          {issue.name}
        </Link>
      )}
      <LabelChips ids={issue.label_ids} labelsById={lookups.labelsById} />
      {issue.target_date && (
        <span
          className={cn("flex shrink-0 items-center gap-1 text-xs", overdue ? "text-danger" : "text-fg-muted")}
          title={overdue ? "Overdue" : "Due date"}
        >
          <CalendarDays className="size-3" aria-hidden />
          <span aria-hidden>{format(parseISO(issue.target_date), "MMM d")}</span>
          <span className="sr-only">{`Due ${issue.target_date}${overdue ? ", overdue" : ""}`}</span>
        </span>
      )}
      <AssigneeAvatars ids={issue.assignee_ids} membersById={lookups.membersById} />
      <span className="flex w-24 shrink-0 items-center gap-1.5 text-xs text-fg-muted">
        <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: state.color }} />
        <span className="truncate">{state.name}</span>
      </span>
    </div>
  );
});
