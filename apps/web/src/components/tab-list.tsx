import type { KeyboardEvent } from "react";
import { cn } from "../lib/cn";

type TabListProps<T extends string> = {
  label: string;
  tabs: readonly { value: T; label: string; count?: number }[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the tab panel the tabs show; with `idPrefix`, each tab is `${idPrefix}-${value}` for the panel to point back. */
  controls?: string;
  idPrefix?: string;
  /** "plain": tabs on the page; "segmented": a boxed control. */
  variant?: "plain" | "segmented";
  className?: string;
};

const styles = {
  plain: {
    list: "flex items-center gap-0.5",
    tab: "flex h-6 cursor-pointer items-center gap-1 whitespace-nowrap rounded-md px-2 text-xs transition-colors",
    on: "bg-surface-active font-medium text-fg",
    off: "text-fg-muted hover:bg-surface-hover hover:text-fg",
  },
  segmented: {
    list: "inline-flex items-center gap-0.5 rounded-md border border-border bg-surface-hover p-0.5",
    tab: "h-6 cursor-pointer rounded px-2.5 text-xs font-medium transition-colors",
    on: "bg-surface text-fg shadow-xs",
    off: "text-fg-muted hover:text-fg",
  },
};

/** A row of tabs (WAI-ARIA tab pattern; arrow keys move between them). */
export function TabList<T extends string>(props: TabListProps<T>) {
  const { label, tabs, value, onChange, controls, idPrefix, variant = "plain", className } = props;
  const style = styles[variant];
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
    <div role="tablist" aria-label={label} className={cn(style.list, className)}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-${tab.value}` : undefined}
            data-value={tab.value}
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              style.tab,
              "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              selected ? style.on : style.off,
            )}
          >
            {tab.label}
            {tab.count !== undefined && (
              <>
                {" "}
                <span className="text-2xs text-fg-subtle tabular-nums">{tab.count}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
