import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import { isHexColor } from "./ui/color-picker";
import { FieldError } from "./ui/field-error";

type NamedColor = { name: string; color: string };

/**
 * The state of an inline add/edit form of a named, colored row (a label, a state): the values, and the
 * name and color checks run on submit. `submit` hands over the values with the name trimmed and the
 * color lower-cased, only when both pass.
 */
export function useNameColorForm<Values extends NamedColor>(initial: Values, onSubmit: (values: Values) => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string; color?: string }>({});
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim();
    const next = {
      name: name ? undefined : "Name is required",
      color: isHexColor(values.color) ? undefined : "Use a hex color like #3f76ff",
    };
    setErrors(next);
    if (next.name || next.color) return;
    onSubmit({ ...values, name, color: values.color.toLowerCase() });
  }

  const set = (changes: Partial<Values>) => setValues((v) => ({ ...v, ...changes }));
  return { id, values, set, errors, submit };
}

type InlineFormProps = {
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  className?: string;
  children: ReactNode;
};

/** The frame of an inline add/edit row: Enter saves, Escape cancels (without closing a dialog around it). */
export function InlineForm({ onSubmit, onCancel, submitLabel, className, children }: InlineFormProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCancel();
    }
  }
  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className={cn("flex flex-col rounded-md border border-accent/40 bg-surface shadow-xs", className)}
    >
      {children}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

type InlineFieldProps = {
  id: string;
  label: string;
  /** The label is read by screen readers only (the placeholder shows what the field is). */
  hideLabel?: boolean;
  error?: string;
  className?: string;
  /** The control, given the ARIA wiring that ties it to its error. */
  children: (aria: { "aria-invalid": true | undefined; "aria-describedby": string | undefined }) => ReactNode;
};

/** One small field of an inline form: its label, the control and the error under it. */
export function InlineField({ id, label, hideLabel, error, className, children }: InlineFieldProps) {
  return (
    <div className={cn(className, !hideLabel && "space-y-1")}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-xs font-medium text-fg-muted"}>
        {label}
      </label>
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined })}
      <FieldError id={`${id}-error`} className={hideLabel ? "mt-1" : undefined}>
        {error}
      </FieldError>
    </div>
  );
}
