import { LABEL_COLORS, type Label } from "@hangar/contracts";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ColorPicker, ColorSwatches, isHexColor } from "../../../components/ui/color-picker";
import { FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";

export type LabelFormValues = { name: string; color: string; parent: string | null };

type LabelFormProps = {
  initial: LabelFormValues;
  submitLabel: string;
  /** Labels offered as a parent; omit to hide the parent field (editing moves through the row menu). */
  parentOptions?: Label[];
  /** An error the server reported for the name, shown under the field. */
  nameError?: string;
  onSubmit: (values: LabelFormValues) => void;
  onCancel: () => void;
};

export function LabelForm({ initial, submitLabel, parentOptions, nameError, onSubmit, onCancel }: LabelFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string; color?: string }>({});
  const id = useId();
  const shownNameError = errors.name ?? nameError;

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim();
    const next = {
      name: name ? undefined : "Name is required",
      color: isHexColor(values.color) ? undefined : "Use a hex color like #3f76ff",
    };
    setErrors(next);
    if (next.name || next.color) return;
    onSubmit({ name, color: values.color.toLowerCase(), parent: values.parent });
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
      className="flex flex-col gap-2.5 rounded-md border border-accent/40 bg-surface p-2.5 shadow-xs"
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-40 flex-1 space-y-1">
          <label htmlFor={`${id}-name`} className="block text-xs font-medium text-fg-muted">
            Name
          </label>
          <Input
            id={`${id}-name`}
            value={values.name}
            onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
            placeholder="Label name"
            maxLength={255}
            autoFocus
            aria-invalid={shownNameError ? true : undefined}
            aria-describedby={shownNameError ? `${id}-name-error` : undefined}
          />
          <FieldError id={`${id}-name-error`}>{shownNameError}</FieldError>
        </div>
        <div className="w-32 space-y-1">
          <label htmlFor={`${id}-color`} className="block text-xs font-medium text-fg-muted">
            Color
          </label>
          <ColorPicker
            id={`${id}-color`}
            value={values.color}
            swatches={LABEL_COLORS}
            onChange={(color) => setValues((v) => ({ ...v, color }))}
            aria-invalid={errors.color ? true : undefined}
            aria-describedby={errors.color ? `${id}-color-error` : undefined}
          />
          <FieldError id={`${id}-color-error`}>{errors.color}</FieldError>
        </div>
        {parentOptions && (
          <div className="w-44 space-y-1">
            <label htmlFor={`${id}-parent`} className="block text-xs font-medium text-fg-muted">
              Parent
            </label>
            <NativeSelect
              id={`${id}-parent`}
              value={values.parent ?? ""}
              onChange={(event) => setValues((v) => ({ ...v, parent: event.target.value || null }))}
            >
              <option value="">None (top level)</option>
              {parentOptions.map((label) => (
                <option key={label.id} value={label.id}>
                  {label.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      <ColorSwatches value={values.color} swatches={LABEL_COLORS} onChange={(color) => setValues((v) => ({ ...v, color }))} />
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
