import type { LabelHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement> & { optional?: boolean };

export function Label({ className, children, optional, ...rest }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn("block text-xs font-medium text-fg-muted", className)} {...rest}>
      {children}
      {optional && <span className="ml-1 font-normal text-fg-subtle">(optional)</span>}
    </label>
  );
}
