import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { LockedEmailField } from "./locked-email-field";

export const RESEND_COOLDOWN_SECONDS = 30;

type CodeStepProps = {
  email: string;
  error?: string;
  emailError?: string;
  pending?: boolean;
  resendPending?: boolean;
  canUsePassword: boolean;
  onSubmit: (code: string) => void;
  onResend: () => Promise<unknown>;
  onUsePassword: () => void;
  onChangeEmail: () => void;
  onEdit?: () => void;
};

function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return [remaining, () => setRemaining(seconds)] as const;
}

export function CodeStep({
  email,
  error,
  emailError,
  pending,
  resendPending,
  canUsePassword,
  onSubmit,
  onResend,
  onUsePassword,
  onChangeEmail,
  onEdit,
}: CodeStepProps) {
  const [code, setCode] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const [remaining, restartCountdown] = useCountdown(RESEND_COOLDOWN_SECONDS);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setLocalError("Enter the 6-digit code from the email.");
    onSubmit(code);
  }

  async function resend() {
    try {
      await onResend();
      restartCountdown();
      setCode("");
    } catch {
      // The flow shows the error in its banner.
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <LockedEmailField email={email} error={emailError} onChange={onChangeEmail} />
      <FormField
        label="Code"
        error={localError ?? error}
        labelAside={
          <Button variant="link" size="xs" onClick={resend} disabled={remaining > 0} loading={resendPending}>
            {remaining > 0 ? `Resend code in ${remaining}s` : "Resend code"}
          </Button>
        }
      >
        {(control) => (
          <Input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            placeholder="123456"
            className="font-mono tracking-[0.3em]"
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, "").slice(0, 6));
              setLocalError(null);
              onEdit?.();
            }}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" loading={pending} className="w-full">
        Continue
      </Button>
      {canUsePassword && (
        <Button variant="link" onClick={onUsePassword} className="self-center">
          Use a password instead
        </Button>
      )}
    </form>
  );
}
