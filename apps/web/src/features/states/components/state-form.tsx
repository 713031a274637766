import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ColorPicker, isHexColor } from "../../../components/ui/color-picker";
import { FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";

export type StateFormValues = { name: string; color: string; description: string };

type StateFormProps = {
  initial: StateFormValues;
  submitLabel: string;
  onSubmit: (values: StateFormValues) => void;
  onCancel: () => void;
};

/** The inline add/edit row; Enter saves, Escape cancels. */
export function StateForm({ initial, submitLabel, onSubmit, onCancel }: StateFormProps) {
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
    onSubmit({ name, color: values.color.toLowerCase(), description: values.description.trim() });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-2 rounded-md border border-accent/40 bg-surface p-2 shadow-xs"
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="w-32 shrink-0">
          <label htmlFor={`${id}-color`} className="sr-only">
            Color
          </label>
          <ColorPicker
            id={`${id}-color`}
            value={values.color}
            onChange={(color) => setValues((v) => ({ ...v, color }))}
            aria-invalid={errors.color ? true : undefined}
            aria-describedby={errors.color ? `${id}-color-error` : undefined}
          />
          <FieldError id={`${id}-color-error`} className="mt-1">
            {errors.color}
          </FieldError>
        </div>
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-name`} className="sr-only">
            Name
          </label>
          <Input
            id={`${id}-name`}
            value={values.name}
            onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
            placeholder="State name"
            maxLength={255}
            autoFocus
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          <FieldError id={`${id}-name-error`} className="mt-1">
            {errors.name}
          </FieldError>
        </div>
      </div>
      <label htmlFor={`${id}-description`} className="sr-only">
        Description
      </label>
      <Input
        id={`${id}-description`}
        value={values.description}
        onChange={(event) => setValues((v) => ({ ...v, description: event.target.value }))}
        placeholder="Description (optional)"
        maxLength={2000}
      />
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
