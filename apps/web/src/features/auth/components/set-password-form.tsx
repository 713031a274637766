import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useSetPassword } from "../api/auth-mutations";
import { type AuthErrors, toAuthErrors } from "../lib/auth-errors";
import { NewPasswordForm } from "./new-password-form";
import { StepHeading } from "./step-heading";

type SetPasswordFormProps = { email: string; onDone: () => void; onSkip?: () => void };

/** For accounts created with a mailed code: adds a password so the user can also sign in with one. */
export function SetPasswordForm({ email, onDone, onSkip }: SetPasswordFormProps) {
  const setPassword = useSetPassword();
  const [errors, setErrors] = useState<AuthErrors>({});

  async function submit(password: string) {
    setErrors({});
    try {
      await setPassword.mutateAsync(password);
      onDone();
    } catch (error) {
      setErrors(toAuthErrors(error));
    }
  }

  return (
    <div>
      <StepHeading title="Set a password" description="Add a password so you can sign in without waiting for a code." />
      {errors.banner && (
        <Alert variant="error" className="mb-4">
          {errors.banner}
        </Alert>
      )}
      <NewPasswordForm
        email={email}
        error={errors.password ?? errors.email}
        pending={setPassword.isPending}
        submitLabel="Set password"
        onSubmit={submit}
        onEdit={() => setErrors((e) => (e.password ? { ...e, password: undefined } : e))}
        footer={
          onSkip && (
            <Button variant="ghost" onClick={onSkip} className="self-center">
              Skip for now
            </Button>
          )
        }
      />
    </div>
  );
}
