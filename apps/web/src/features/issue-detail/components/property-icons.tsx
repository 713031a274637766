import type { State } from "@hangar/contracts";
import { cn } from "../../../lib/cn";

export { PRIORITY_META, PriorityIcon } from "../../issue-core";

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
