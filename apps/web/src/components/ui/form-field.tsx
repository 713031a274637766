import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { FieldError, FieldHint } from "./field-error";
import { Label } from "./label";

export type ControlProps = {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** Extra content on the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Renders the control with the id and ARIA wiring that ties it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

export function FormField({ label, error, hint, optional, className, labelAside, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-baseline gap-1">
          <Label htmlFor={id}>{label}</Label>
          {/* Outside the <label> so the field's accessible name stays exactly its label. */}
          {optional && <span className="text-xs text-fg-subtle">(optional)</span>}
        </span>
        {labelAside}
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldError id={errorId}>{error}</FieldError>
      {!error && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
