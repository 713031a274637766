import { percentDone } from "../../../lib/group-progress";

type CycleProgressBarProps = { done: number; total: number; className?: string };

/** "2/5" issues done with a bar; the bar is a progressbar so assistive tech reads the percentage. */
export function CycleProgressBar({ done, total, className }: CycleProgressBarProps) {
  const percent = percentDone(done, total);
  return (
    <div className={className}>
      <div className="flex items-center gap-2 text-xs text-fg-muted">
        <span className="tabular-nums">
          {done}/{total}
          <span className="sr-only"> issues done</span>
        </span>
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-20 overflow-hidden rounded-full bg-track"
        >
          <div className="h-full rounded-full bg-success" style={{ width: `${percent}%` }} />
        </div>
        <span className="w-8 tabular-nums">{percent}%</span>
      </div>
    </div>
  );
}
