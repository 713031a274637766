import type { Module } from "@hangar/contracts";
import { percentDone } from "../../../lib/group-progress";

/** Completed out of all issues, as a bar and as "done/total". */
export function ModuleProgressBar({ module, className }: { module: Module; className?: string }) {
  const percent = percentDone(module.completed_issues, module.total_issues);
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={`Progress of ${module.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-20 overflow-hidden rounded-full bg-track"
        >
          <div className="h-full rounded-full bg-[#16A34A]" style={{ width: `${percent}%` }} />
        </div>
        <span className="text-xs text-fg-muted tabular-nums">
          {module.completed_issues}/{module.total_issues}
        </span>
      </div>
    </div>
  );
}
