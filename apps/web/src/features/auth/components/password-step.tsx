import { passwordUserInputs } from "@hangar/contracts";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import type { AuthErrors } from "../lib/auth-errors";
import { usePasswordCheck } from "../lib/use-password-check";
import { LockedEmailField } from "./locked-email-field";
import { PasswordInput } from "./password-input";
import { PasswordStrengthMeter } from "./password-strength";

type PasswordStepProps = {
  email: string;
  /** true: sign in to an existing account; false: create one. */
  existing: boolean;
  errors: AuthErrors;
  pending?: boolean;
  codePending?: boolean;
  canUseCode: boolean;
  onSubmit: (password: string) => void;
  onUseCode: () => void;
  onChangeEmail: () => void;
  onEdit?: () => void;
};

export function PasswordStep({
  email,
  existing,
  errors,
  pending,
  codePending,
  canUseCode,
  onSubmit,
  onUseCode,
  onChangeEmail,
  onEdit,
}: PasswordStepProps) {
  const [password, setPassword] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const { check, unavailable, acceptable: strong } = usePasswordCheck(password, passwordUserInputs(email));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setLocalError("Password is required.");
    if (!existing && !strong) return setLocalError("Choose a stronger password.");
    onSubmit(password);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <LockedEmailField email={email} error={errors.email} onChange={onChangeEmail} />
      <FormField
        label="Password"
        error={localError ?? errors.password}
        labelAside={
          existing && (
            <Link
              to={`/accounts/forgot-password?email=${encodeURIComponent(email)}`}
              className="text-xs text-accent hover:underline"
            >
              Forgot your password?
            </Link>
          )
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            invalid={Boolean(localError ?? errors.password)}
            name="password"
            autoComplete={existing ? "current-password" : "new-password"}
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setLocalError(null);
              onEdit?.();
            }}
          />
        )}
      </FormField>
      {!existing && <PasswordStrengthMeter check={check} unavailable={unavailable} />}
      <Button type="submit" size="lg" loading={pending} disabled={!existing && !strong} className="w-full">
        {existing ? "Sign in" : "Create account"}
      </Button>
      {canUseCode && (
        <Button variant="link" onClick={onUseCode} loading={codePending} className="self-center">
          Sign in with a code instead
        </Button>
      )}
    </form>
  );
}
