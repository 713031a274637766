import type { User } from "@hangar/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { useResetPassword } from "../api/auth-mutations";
import { type AuthErrors, toAuthErrors } from "../lib/auth-errors";
import { NewPasswordForm } from "./new-password-form";
import { StepHeading } from "./step-heading";

type ResetPasswordFormProps = {
  uidb64: string | null;
  token: string | null;
  email: string | null;
  onDone: (user: User) => void;
};

export function ResetPasswordForm({ uidb64, token, email, onDone }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [errors, setErrors] = useState<AuthErrors>({});
  const forgotHref = `/accounts/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ""}`;

  if (!uidb64 || !token) {
    return (
      <div>
        <StepHeading title="Reset your password" />
        <Alert variant="error">
          This reset link is incomplete.{" "}
          <Link to={forgotHref} className="font-medium text-accent hover:underline">
            Ask for a new one
          </Link>
          .
        </Alert>
      </div>
    );
  }

  async function submit(password: string) {
    setErrors({});
    try {
      onDone(await reset.mutateAsync({ uidb64: uidb64 as string, token: token as string, password }));
    } catch (error) {
      setErrors(toAuthErrors(error));
    }
  }

  return (
    <div>
      <StepHeading title="Set a new password" description="Choose a strong password you don't use anywhere else." />
      {errors.banner && (
        <Alert variant="error" className="mb-4">
          {errors.banner}{" "}
          <Link to={forgotHref} className="font-medium text-accent hover:underline">
            Ask for a new link
          </Link>
        </Alert>
      )}
      <NewPasswordForm
        email={email ?? undefined}
        error={errors.password ?? errors.email}
        pending={reset.isPending}
        submitLabel="Set password"
        onSubmit={submit}
        onEdit={() => setErrors((e) => (e.password ? { ...e, password: undefined } : e))}
      />
    </div>
  );
}
