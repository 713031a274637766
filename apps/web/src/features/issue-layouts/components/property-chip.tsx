import type { CSSProperties, ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { type ChipIconName, type ChipTone, chipIconClass } from "./chip-icons";

type PropertyChipProps = {
  /** What a screen reader hears, e.g. "Due 2025-03-01, overdue". */
  label: string;
  /** The visible text. */
  children: ReactNode;
  /** A name the user chose (a state's, a cycle's), cut with an ellipsis when the chip is full. */
  truncate?: boolean;
  /** The icon in front of the text… */
  icon?: ChipIconName;
  /** …in this tone rather than the chip's muted one. */
  tone?: ChipTone;
  /** A color dot in front of the text (a state's, a label's) instead of an icon. */
  dot?: string;
  className?: string;
  title?: string;
  /** Hidden from screen readers: the caller announces a group of chips once. */
  decorative?: boolean;
};

/**
 * One property of a row or card as a single element (index.css, .property-chip): its icon or dot is
 * its own ::before. Rows mount by the dozen while a list scrolls, and every element a row holds is
 * created, styled, laid out and painted; one element per chip keeps a row cheap. The chip is one
 * labelled image to assistive technology, so it is announced by `label`, not by its clipped text.
 */
export function PropertyChip(props: PropertyChipProps) {
  const { label, children, truncate, icon, tone, dot, className, title, decorative } = props;
  return (
    <span
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
      title={title ?? label}
      data-chip-label={label}
      data-dot={dot ? "" : undefined}
      // Only a name can outgrow the chip: clipping the others too would give each a clip of its own to paint.
      className={cn("property-chip", truncate && "truncate", icon && chipIconClass(icon, tone), className)}
      style={dot ? ({ "--chip-dot": dot } as CSSProperties) : undefined}
    >
      {children}
    </span>
  );
}
