import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { SCALE_ORDER, TIMELINE_SCALES, type TimelineScale } from "./lib/timeline-math";

type TimelineToolbarProps = {
  scale: TimelineScale;
  onScaleChange: (scale: TimelineScale) => void;
  onToday: () => void;
  undatedCount: number;
};

export function TimelineToolbar({ scale, onScaleChange, onToday, undatedCount }: TimelineToolbarProps) {
  return (
    <div className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-3">
      <fieldset aria-label="Timeline scale" className="flex rounded-md border border-border p-0.5">
        {SCALE_ORDER.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={scale === id}
            onClick={() => onScaleChange(id)}
            className={cn(
              "h-6 rounded px-2.5 text-xs font-medium text-fg-muted hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              scale === id && "bg-surface-active text-fg",
            )}
          >
            {TIMELINE_SCALES[id].label}
          </button>
        ))}
      </fieldset>
      <Button variant="secondary" size="xs" onClick={onToday}>
        Today
      </Button>
      {undatedCount > 0 && (
        <span className="ml-auto text-xs text-fg-subtle">
          {undatedCount === 1 ? "1 issue has no dates" : `${undatedCount} issues have no dates`}
        </span>
      )}
    </div>
  );
}
