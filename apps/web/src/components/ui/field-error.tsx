import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

type FieldErrorProps = { id?: string; children?: ReactNode; className?: string };

/** Error text under a field; linked to the input through aria-describedby by the caller. */
export function FieldError({ id, children, className }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn("text-xs text-danger", className)}>
      {children}
    </p>
  );
}

export function FieldHint({ id, children, className }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} className={cn("text-xs text-fg-subtle", className)}>
      {children}
    </p>
  );
}
