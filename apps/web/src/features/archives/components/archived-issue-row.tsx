import type { Issue, State } from "@hangar/contracts";
import { ArchiveRestore, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/dates";

type ArchivedIssueRowProps = {
  issue: Issue;
  issueKey: string;
  /** The key column's width, the same on every row so the names line up. */
  keyWidth: string;
  /** Opens the peek, keeping the page's filters in the URL. */
  href: string;
  state: State | undefined;
  selected: boolean;
  active: boolean;
  canRestore: boolean;
  canDelete: boolean;
  onToggleSelect: () => void;
  onRestore: () => void;
  onDelete: () => void;
};

const archivedOn = (date: string | null) => (date ? formatDate(date, "long") : "");

/** One archived issue: opens in the peek; restore and delete sit at the end of the row. */
export function ArchivedIssueRow(props: ArchivedIssueRowProps) {
  const { issue, issueKey, href, state, selected, active, canRestore, canDelete } = props;
  return (
    <li
      aria-label={`${issueKey} ${issue.name}`}
      aria-current={active ? "true" : undefined}
      className={cn(
        "group flex h-10 items-center gap-3 border-b border-border/60 px-5 text-sm hover:bg-surface-hover",
        selected && "bg-accent-soft/60 hover:bg-accent-soft",
        active && "bg-surface-active",
      )}
    >
      <input
        type="checkbox"
        aria-label={`Select ${issueKey}`}
        checked={selected}
        disabled={!canRestore}
        onChange={props.onToggleSelect}
        className={cn("size-3.5 shrink-0 accent-accent", !canRestore && "invisible")}
      />
      <span className="shrink-0 truncate font-mono text-xs text-fg-subtle" style={{ width: props.keyWidth }}>
        {issueKey}
      </span>
      <Link to={href} className="min-w-0 flex-1 truncate text-fg hover:underline">
        {issue.name}
      </Link>
      {state && (
        <span className="hidden shrink-0 items-center gap-1.5 text-xs text-fg-muted sm:flex">
          <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: state.color }} />
          {state.name}
        </span>
      )}
      <span className="shrink-0 text-right text-xs whitespace-nowrap text-fg-subtle">
        Archived {archivedOn(issue.archived_at)}
      </span>
      <span className="flex min-w-24 shrink-0 justify-end gap-1">
        {canRestore && (
          <Button size="xs" variant="secondary" aria-label={`Restore ${issueKey}`} onClick={props.onRestore}>
            <ArchiveRestore aria-hidden /> Restore
          </Button>
        )}
        {canDelete && (
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Delete ${issueKey}`}
            onClick={props.onDelete}
            className="opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </span>
    </li>
  );
}
