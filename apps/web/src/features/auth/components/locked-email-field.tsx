import { FormField } from "../../../components/ui/form-field";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";

type LockedEmailFieldProps = { email: string; error?: string; onChange?: () => void };

/** The email chosen in the first step, shown read-only with a way back to change it. */
export function LockedEmailField({ email, error, onChange }: LockedEmailFieldProps) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <InputGroup
          invalid={Boolean(error)}
          suffix={
            onChange && (
              <button
                type="button"
                onClick={onChange}
                className="rounded px-1.5 py-0.5 text-xs font-medium text-accent hover:bg-surface-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                Change
              </button>
            )
          }
        >
          <InputGroupInput {...control} type="email" value={email} readOnly autoComplete="email" className="text-fg-muted" />
        </InputGroup>
      )}
    </FormField>
  );
}
