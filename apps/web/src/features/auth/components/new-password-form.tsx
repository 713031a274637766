import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { LockedEmailField } from "./locked-email-field";
import { PasswordInput } from "./password-input";
import { isStrongPassword, PasswordStrengthMeter } from "./password-strength";

type NewPasswordFormProps = {
  email?: string;
  error?: string;
  pending?: boolean;
  submitLabel: string;
  onSubmit: (password: string) => void;
  onEdit?: () => void;
  footer?: ReactNode;
};

/** A new password with the strength meter; shared by the reset and set-password screens. */
export function NewPasswordForm({ email, error, pending, submitLabel, onSubmit, onEdit, footer }: NewPasswordFormProps) {
  const [password, setPassword] = useState("");
  const strong = isStrongPassword(password);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (strong) onSubmit(password);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {email && <LockedEmailField email={email} />}
      <FormField label="Password" error={error}>
        {(control) => (
          <PasswordInput
            {...control}
            invalid={Boolean(error)}
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              onEdit?.();
            }}
          />
        )}
      </FormField>
      <PasswordStrengthMeter password={password} />
      <Button type="submit" size="lg" loading={pending} disabled={!strong} className="w-full">
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
