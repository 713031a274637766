import { LABEL_COLORS, type Label } from "@hangar/contracts";
import { InlineField, InlineForm, useNameColorForm } from "../../../components/inline-form";
import { ColorPicker, ColorSwatches } from "../../../components/ui/color-picker";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";

export type LabelFormValues = { name: string; color: string; parent: string | null };

type LabelFormProps = {
  initial: LabelFormValues;
  submitLabel: string;
  /** Labels offered as a parent; omit to hide the parent field (editing moves through the row menu). */
  parentOptions?: Label[];
  /** An error the server reported for the name in `initial`, shown under the field while it holds that name. */
  nameError?: string;
  onSubmit: (values: LabelFormValues) => void;
  onCancel: () => void;
};

export function LabelForm({ initial, submitLabel, parentOptions, nameError, onSubmit, onCancel }: LabelFormProps) {
  const { id, values, set, errors, submit } = useNameColorForm(initial, onSubmit);

  return (
    <InlineForm onSubmit={submit} onCancel={onCancel} submitLabel={submitLabel} className="gap-2.5 p-2.5">
      <div className="flex flex-wrap items-start gap-2">
        <InlineField
          id={`${id}-name`}
          label="Name"
          error={errors.name ?? (values.name === initial.name ? nameError : undefined)}
          className="min-w-40 flex-1"
        >
          {(aria) => (
            <Input
              id={`${id}-name`}
              value={values.name}
              onChange={(event) => set({ name: event.target.value })}
              placeholder="Label name"
              maxLength={255}
              autoFocus
              {...aria}
            />
          )}
        </InlineField>
        <InlineField id={`${id}-color`} label="Color" error={errors.color} className="w-32">
          {(aria) => (
            <ColorPicker
              id={`${id}-color`}
              value={values.color}
              swatches={LABEL_COLORS}
              onChange={(color) => set({ color })}
              {...aria}
            />
          )}
        </InlineField>
        {parentOptions && (
          <div className="w-44 space-y-1">
            <label htmlFor={`${id}-parent`} className="block text-xs font-medium text-fg-muted">
              Parent
            </label>
            <NativeSelect
              id={`${id}-parent`}
              value={values.parent ?? ""}
              onChange={(event) => set({ parent: event.target.value || null })}
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
      <ColorSwatches value={values.color} swatches={LABEL_COLORS} onChange={(color) => set({ color })} />
    </InlineForm>
  );
}
