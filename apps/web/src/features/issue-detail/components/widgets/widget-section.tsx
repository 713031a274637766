import { ChevronRight } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "../../../../lib/cn";

type WidgetSectionProps = {
  title: string;
  count?: number;
  /** Open until the user collapses it; may change while data loads. */
  defaultOpen?: boolean;
  /** Buttons in the header (add…); they stay reachable while the section is collapsed. */
  actions?: ReactNode;
  /** Shown under the header even when collapsed (e.g. a progress bar). */
  summary?: ReactNode;
  children: ReactNode;
};

/** A collapsible block of the issue body (sub-issues, relations, links). */
export function WidgetSection({ title, count, defaultOpen = true, actions, summary, children }: WidgetSectionProps) {
  // Until the user toggles it, the section follows defaultOpen (which may depend on data still loading).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? defaultOpen;
  const headingId = useId();
  const bodyId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-border pt-3">
      <div className="flex h-7 items-center gap-2">
        <h2 id={headingId} className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setChosen(!open)}
            className="flex items-center gap-1 rounded px-1 text-sm font-medium text-fg hover:bg-surface-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ChevronRight className={cn("size-3.5 text-fg-subtle transition-transform", open && "rotate-90")} aria-hidden />
            {title}
            {count !== undefined && count > 0 && <span className="text-xs font-normal text-fg-subtle">{count}</span>}
          </button>
        </h2>
        {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
      </div>
      {summary}
      <div id={bodyId} hidden={!open} className="pt-1">
        {children}
      </div>
    </section>
  );
}
