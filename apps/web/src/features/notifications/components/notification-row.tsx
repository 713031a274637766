import type { Notification } from "@hangar/contracts";
import { Archive, ArchiveRestore, Circle, MailOpen } from "lucide-react";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { Tooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/dates";
import { RelativeTime } from "../../issue-activity/public";
import type { NotificationAction } from "../api/use-notification-actions";
import { isSnoozed } from "../lib/inbox-filters";
import { issueKeyOf, subjectOf } from "../lib/notification-text";
import { NotificationSentence } from "./notification-sentence";
import { SnoozeMenu } from "./snooze-menu";

type NotificationRowProps = {
  notification: Notification;
  selected: boolean;
  myName: string | null;
  /** The actor's name as the workspace knows them. */
  actor: string;
  onOpen: () => void;
  onSelect: () => void;
  onAction: (action: NotificationAction) => void;
};

/**
 * One notification: who did what to which issue and when, a dot while unread. Clicking it opens the
 * issue; the actions (read, archive, snooze) show on hover, focus and for the selected row.
 */
export function NotificationRow(props: NotificationRowProps) {
  const { notification: n, selected, myName, actor, onOpen, onSelect, onAction } = props;
  const unread = !n.read_at;
  const snoozed = isSnoozed(n);
  const key = issueKeyOf(n);
  return (
    <li
      data-notification-id={n.id}
      data-selected={selected || undefined}
      aria-current={selected || undefined}
      onMouseEnter={onSelect}
      className={cn(
        "group relative flex items-start gap-3 border-b border-border px-4 py-3 transition-colors",
        selected ? "bg-surface-active" : "hover:bg-surface-hover",
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        onFocus={onSelect}
        className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 text-left focus-visible:outline-none"
      >
        <span className="mt-2 flex w-2 shrink-0 justify-center">
          {unread && <span role="img" aria-label="Unread" data-unread-dot="" className="size-2 rounded-full bg-accent" />}
        </span>
        <Avatar name={actor} src={n.triggered_by_details?.avatar} size="lg" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn("flex min-w-0 items-baseline gap-1.5 text-sm", unread ? "font-medium text-fg" : "text-fg-muted")}>
            <span className="shrink-0 text-xs text-fg-subtle tabular-nums">{key}</span>
            <span className="truncate">{subjectOf(n)}</span>
          </span>
          <span className="line-clamp-2 text-sm text-fg-muted">
            <NotificationSentence notification={n} myName={myName} actor={actor} />
          </span>
          {snoozed && n.snoozed_till && (
            <span className="text-xs text-fg-subtle">Snoozed until {formatDate(n.snoozed_till, "datetime")}</span>
          )}
        </span>
        <RelativeTime iso={n.created_at} className="shrink-0 pt-0.5 text-xs text-fg-subtle" />
      </button>
      <div
        className={cn(
          "flex shrink-0 items-center gap-0.5 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100",
          selected && "opacity-100",
        )}
      >
        <Tooltip content={unread ? "Mark as read" : "Mark as unread"} shortcut="R">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={unread ? "Mark as read" : "Mark as unread"}
            onClick={() => onAction({ kind: unread ? "read" : "unread" })}
          >
            {unread ? <MailOpen aria-hidden /> : <Circle aria-hidden />}
          </Button>
        </Tooltip>
        <Tooltip content={n.archived_at ? "Unarchive" : "Archive"} shortcut="E">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={n.archived_at ? "Unarchive" : "Archive"}
            onClick={() => onAction({ kind: n.archived_at ? "unarchive" : "archive" })}
          >
            {n.archived_at ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
          </Button>
        </Tooltip>
        <SnoozeMenu
          snoozed={snoozed}
          onSnooze={(until) => onAction({ kind: "snooze", until })}
          onUnsnooze={() => onAction({ kind: "unsnooze" })}
        />
      </div>
    </li>
  );
}
