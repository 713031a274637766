import type { CycleStatus } from "@hangar/contracts";
import { cn } from "../../../lib/cn";
import { STATUS_LABEL } from "../lib/cycle-status";

const TONE: Record<CycleStatus, string> = {
  current: "bg-warning-soft text-warning",
  upcoming: "bg-accent-soft text-accent",
  completed: "bg-success-soft text-success",
  draft: "bg-surface-active text-fg-muted",
};

export function CycleStatusBadge({ status, archived = false }: { status: CycleStatus; archived?: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex h-5 shrink-0 items-center rounded px-1.5 text-2xs font-medium",
        archived ? "bg-surface-active text-fg-muted" : TONE[status],
      )}
    >
      {archived ? "Archived" : STATUS_LABEL[status]}
    </span>
  );
}
