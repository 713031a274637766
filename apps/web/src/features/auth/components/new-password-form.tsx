import { passwordUserInputs } from "@hangar/contracts";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { usePasswordCheck } from "../lib/use-password-check";
import { LockedEmailField } from "./locked-email-field";
import { PasswordInput } from "./password-input";
import { PasswordStrengthMeter } from "./password-strength";

type NewPasswordFormProps = {
  email?: string;
  /** The account's names, which a strong password must not lean on (the server judges the same way). */
  names?: string[];
  error?: string;
  pending?: boolean;
  submitLabel: string;
  onSubmit: (password: string) => void;
  onEdit?: () => void;
  footer?: ReactNode;
};

/** A new password with the strength meter; shared by the reset and set-password screens. */
export function NewPasswordForm({
  email,
  names = [],
  error,
  pending,
  submitLabel,
  onSubmit,
  onEdit,
  footer,
}: NewPasswordFormProps) {
  const [password, setPassword] = useState("");
  const { check, unavailable, acceptable: strong } = usePasswordCheck(password, passwordUserInputs(email, ...names));

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
      <PasswordStrengthMeter check={check} unavailable={unavailable} />
      <Button type="submit" size="lg" loading={pending} disabled={!strong} className="w-full">
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
