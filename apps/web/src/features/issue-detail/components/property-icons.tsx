import { PRIORITIES, type Priority, STATE_GROUP_META, type State } from "@hangar/contracts";
import { AlertTriangle, Minus, SignalHigh, SignalLow, SignalMedium } from "lucide-react";
import { cn } from "../../../lib/cn";

export const PRIORITY_LABEL: Record<Priority, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
  none: "No priority",
};

export const PRIORITY_OPTIONS = PRIORITIES;

const priorityIcons = { urgent: AlertTriangle, high: SignalHigh, medium: SignalMedium, low: SignalLow, none: Minus };

export function PriorityIcon({ priority, className }: { priority: Priority; className?: string }) {
  const Icon = priorityIcons[priority];
  return (
    <Icon className={cn("size-3.5 shrink-0", priority === "urgent" ? "text-danger" : "text-fg-muted", className)} aria-hidden />
  );
}

/** A state's dot, filled in proportion to how far its group is along the workflow. */
export function StateIcon({ state, className }: { state: Pick<State, "color" | "group"> | undefined; className?: string }) {
  const color = state?.color ?? "var(--fg-subtle)";
  const group = state?.group;
  const fill = group === "completed" || group === "cancelled" ? 1 : group === "started" ? 0.5 : 0;
  return (
    <span
      aria-hidden
      className={cn(
        "inline-block size-3 shrink-0 rounded-full border-[1.5px]",
        group === "backlog" && "border-dashed",
        className,
      )}
      style={{
        borderColor: color,
        background: fill ? `conic-gradient(${color} ${fill * 360}deg, transparent 0)` : undefined,
      }}
    />
  );
}

export function stateGroupColor(group: keyof typeof STATE_GROUP_META): string {
  return STATE_GROUP_META[group].color;
}
