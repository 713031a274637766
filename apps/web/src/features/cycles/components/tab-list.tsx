import type { KeyboardEvent } from "react";
import { cn } from "../../../lib/cn";

type TabListProps<T extends string> = {
  label: string;
  tabs: readonly { value: T; label: string; count?: number }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** A row of tabs (WAI-ARIA tab pattern; arrow keys move between them). */
export function TabList<T extends string>({ label, tabs, value, onChange, className }: TabListProps<T>) {
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onChange(next.value);
    const list = event.currentTarget.parentElement;
    (list?.querySelector(`[data-value="${next.value}"]`) as HTMLElement | null)?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className={cn("flex items-center gap-0.5", className)}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            data-value={tab.value}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              "flex h-6 cursor-pointer items-center gap-1 whitespace-nowrap rounded-md px-2 text-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              selected ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
            )}
          >
            {tab.label}
            {tab.count !== undefined && <span className="text-2xs text-fg-subtle tabular-nums">{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
