import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";

type EmailFieldProps = {
  value: string;
  error?: string | null;
  /** Called with the new address; the form clears its errors there. */
  onChange: (email: string) => void;
};

/** The email input of the sign-in, sign-up and forgot-password steps. */
export function EmailField({ value, error, onChange }: EmailFieldProps) {
  return (
    <FormField label="Email" error={error ?? undefined}>
      {(control) => (
        <Input
          {...control}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          placeholder="name@company.com"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
