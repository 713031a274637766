import { InlineField, InlineForm, useNameColorForm } from "../../../components/inline-form";
import { ColorPicker } from "../../../components/ui/color-picker";
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
  const { id, values, set, errors, submit } = useNameColorForm(initial, (checked) =>
    onSubmit({ ...checked, description: checked.description.trim() }),
  );

  return (
    <InlineForm onSubmit={submit} onCancel={onCancel} submitLabel={submitLabel} className="gap-2 p-2">
      <div className="flex flex-wrap items-start gap-2">
        <InlineField id={`${id}-color`} label="Color" hideLabel error={errors.color} className="w-32 shrink-0">
          {(aria) => <ColorPicker id={`${id}-color`} value={values.color} onChange={(color) => set({ color })} {...aria} />}
        </InlineField>
        <InlineField id={`${id}-name`} label="Name" hideLabel error={errors.name} className="min-w-40 flex-1">
          {(aria) => (
            <Input
              id={`${id}-name`}
              value={values.name}
              onChange={(event) => set({ name: event.target.value })}
              placeholder="State name"
              maxLength={255}
              autoFocus
              {...aria}
            />
          )}
        </InlineField>
      </div>
      <label htmlFor={`${id}-description`} className="sr-only">
        Description
      </label>
      <Input
        id={`${id}-description`}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        placeholder="Description (optional)"
        maxLength={2000}
      />
    </InlineForm>
  );
}
