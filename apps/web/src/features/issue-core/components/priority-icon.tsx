import type { Priority } from "@hangar/contracts";
import { AlertTriangle, Ban, SignalHigh, SignalLow, SignalMedium } from "lucide-react";
import { cn } from "../../../lib/cn";

export const PRIORITY_META: Record<Priority, { label: string; className: string }> = {
  urgent: { label: "Urgent", className: "text-danger" },
  high: { label: "High", className: "text-warning" },
  medium: { label: "Medium", className: "text-warning/80" },
  low: { label: "Low", className: "text-accent" },
  none: { label: "No priority", className: "text-fg-subtle" },
};

const icons = { urgent: AlertTriangle, high: SignalHigh, medium: SignalMedium, low: SignalLow, none: Ban };

/** Decorative unless `label` is set; callers usually show or announce the priority name themselves. */
export function PriorityIcon({ priority, className, label }: { priority: Priority; className?: string; label?: boolean }) {
  const Icon = icons[priority] ?? Ban;
  const meta = PRIORITY_META[priority] ?? PRIORITY_META.none;
  return (
    <Icon
      className={cn("size-3.5 shrink-0", meta.className, className)}
      aria-hidden={label ? undefined : true}
      aria-label={label ? meta.label : undefined}
      role={label ? "img" : undefined}
    />
  );
}
