import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

type PropertyChipProps = {
  /** What a screen reader hears, e.g. "Due 2025-03-01, overdue". */
  label: string;
  children: ReactNode;
  className?: string;
  title?: string;
};

/** One property of a row or card: the visible part is decorative, `label` is what is announced. */
export function PropertyChip({ label, children, className, title }: PropertyChipProps) {
  return (
    <span
      title={title ?? label}
      data-chip-label={label}
      className={cn(
        "inline-flex h-5 max-w-40 shrink-0 items-center gap-1 rounded border border-border/70 px-1.5 text-2xs text-fg-muted [&_svg]:size-3 [&_svg]:shrink-0",
        className,
      )}
    >
      <span aria-hidden className="flex min-w-0 items-center gap-1 truncate">
        {children}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
