import type { KeyboardEvent } from "react";
import { cn } from "../../../lib/cn";

export type ActivityTab = "all" | "updates" | "comments";

const TABS: { value: ActivityTab; label: string }[] = [
  { value: "all", label: "All" },
  { value: "updates", label: "Updates" },
  { value: "comments", label: "Comments" },
];

type ActivityTabsProps = { value: ActivityTab; onChange: (tab: ActivityTab) => void; panelId: string };

/** A segmented control with tab semantics; arrow keys move between the options. */
export function ActivityTabs({ value, onChange, panelId }: ActivityTabsProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.value === value);
    const next = TABS[(index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length];
    onChange(next.value);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${next.value}"]`)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Show activity"
      onKeyDown={onKeyDown}
      className="inline-flex items-center gap-0.5 rounded-md border border-border bg-surface-hover p-0.5"
    >
      {TABS.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            data-tab={tab.value}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cn(
              "h-6 rounded px-2.5 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              selected ? "bg-surface text-fg shadow-xs" : "text-fg-muted hover:text-fg",
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
