import { isEmailAddress } from "@hangar/contracts";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { EmailField } from "./email-field";

type EmailStepProps = {
  defaultEmail?: string;
  error?: string;
  pending?: boolean;
  onEdit?: () => void;
  onSubmit: (email: string) => void;
};

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return "Email is required.";
  if (!isEmailAddress(email)) return "Enter a valid email address.";
  return null;
}

export function EmailStep({ defaultEmail = "", error, pending, onEdit, onSubmit }: EmailStepProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [localError, setLocalError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmail(email);
    setLocalError(problem);
    if (!problem) onSubmit(email.trim().toLowerCase());
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <EmailField
        value={email}
        error={localError ?? error}
        onChange={(next) => {
          setEmail(next);
          setLocalError(null);
          onEdit?.();
        }}
      />
      <Button type="submit" size="lg" loading={pending} className="w-full">
        Continue
      </Button>
    </form>
  );
}
