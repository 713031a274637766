import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useForgotPassword } from "../api/auth-mutations";
import { type AuthErrors, toAuthErrors } from "../lib/auth-errors";
import { EmailField } from "./email-field";
import { validateEmail } from "./email-step";
import { StepHeading } from "./step-heading";

export function ForgotPasswordForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [errors, setErrors] = useState<AuthErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmail(email);
    if (problem) return setErrors({ email: problem });
    const address = email.trim().toLowerCase();
    setErrors({});
    try {
      await forgot.mutateAsync(address);
      setSentTo(address);
    } catch (error) {
      setErrors(toAuthErrors(error));
    }
  }

  return (
    <div>
      <StepHeading
        title="Reset your password"
        description="Enter your account's email and we'll send you a link to set a new password."
      />
      {sentTo && (
        <Alert variant="success" className="mb-4" title="Check your email">
          We sent a reset link to {sentTo}. It is valid for one hour.
        </Alert>
      )}
      {errors.banner && (
        <Alert variant="error" className="mb-4">
          {errors.banner}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <EmailField
          value={email}
          error={errors.email}
          onChange={(next) => {
            setEmail(next);
            setErrors({});
          }}
        />
        <Button type="submit" size="lg" loading={forgot.isPending} className="w-full">
          {sentTo ? "Send again" : "Send reset link"}
        </Button>
      </form>
    </div>
  );
}
