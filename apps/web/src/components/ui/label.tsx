import type { LabelHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement>;

export function Label({ className, ...rest }: LabelProps) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("block text-xs font-medium text-fg-muted", className)} {...rest} />;
}
