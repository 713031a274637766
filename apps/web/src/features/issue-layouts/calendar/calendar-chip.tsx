import { useDraggable } from "@dnd-kit/core";
import type { Issue } from "@hangar/contracts";
import type { KeyboardEvent } from "react";
import { cn } from "../../../lib/cn";
import { PRIORITY_META, PriorityIcon } from "../../issue-core";

type CalendarChipProps = {
  issue: Issue;
  issueKey: string;
  stateColor?: string;
  showKey: boolean;
  showPriority: boolean;
  /** "Sat" or "Sun" when the issue is due on a hidden weekend day and sits on the Friday before. */
  weekendDay?: string | null;
  canEdit: boolean;
  onOpen: (id: string) => void;
  /** Keyboard path for moving: Alt+←/→ one day, Alt+↑/↓ one week. */
  onMoveBy: (id: string, days: number) => void;
};

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** A compact issue on its due date: key, priority and title; drag it (or Alt+arrows) to another day. */
export function CalendarChip({
  issue,
  issueKey,
  stateColor,
  showKey,
  showPriority,
  weekendDay,
  canEdit,
  onOpen,
  onMoveBy,
}: CalendarChipProps) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: issue.id, disabled: !canEdit });
  const priority = PRIORITY_META[issue.priority]?.label ?? issue.priority;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = KEY_STEPS[event.key];
    if (!event.altKey || step === undefined || !canEdit) return;
    event.preventDefault();
    onMoveBy(issue.id, step);
  }

  return (
    <button
      type="button"
      ref={setNodeRef}
      // Only the pointer listeners: dnd-kit's role and descriptions would hide that this opens the issue.
      {...(canEdit ? listeners : {})}
      aria-label={`${issueKey} ${issue.name}${weekendDay ? `, due ${weekendDay}` : ""}`}
      aria-keyshortcuts={canEdit ? "Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown" : undefined}
      title={`${issueKey} · ${priority} · ${issue.name}`}
      data-issue-id={issue.id}
      onClick={() => onOpen(issue.id)}
      onKeyDown={onKeyDown}
      className={cn(
        "flex h-6 w-full min-w-0 cursor-pointer items-center gap-1.5 rounded border border-border bg-surface px-1.5 text-left text-xs text-fg shadow-xs",
        "hover:border-border-strong hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        isDragging && "opacity-40",
      )}
    >
      <span
        aria-hidden
        className="h-3 w-0.5 shrink-0 rounded-full"
        style={{ backgroundColor: stateColor ?? "var(--border-strong)" }}
      />
      {showKey && <span className="shrink-0 font-mono text-2xs text-fg-subtle">{issueKey}</span>}
      {showPriority && <PriorityIcon priority={issue.priority} className="size-3" />}
      <span className="min-w-0 flex-1 truncate">{issue.name}</span>
      {weekendDay && (
        <span aria-hidden data-weekend-day className="shrink-0 rounded bg-surface-active px-1 text-2xs text-fg-muted">
          {weekendDay}
        </span>
      )}
    </button>
  );
}

/** What follows the pointer while dragging: a plain copy of the chip, outside any clipping cell. */
export function CalendarChipPreview({ issue, issueKey }: { issue: Issue; issueKey: string }) {
  return (
    <div className="flex h-6 w-48 items-center gap-1.5 rounded border border-accent bg-surface-raised px-1.5 text-xs text-fg shadow-popover">
      <span className="shrink-0 font-mono text-2xs text-fg-subtle">{issueKey}</span>
      <PriorityIcon priority={issue.priority} className="size-3" />
      <span className="min-w-0 flex-1 truncate">{issue.name}</span>
    </div>
  );
}
