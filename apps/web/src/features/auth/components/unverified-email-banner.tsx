import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { useCurrentUser } from "../api/use-current-user";
import { useSendVerificationEmail } from "../api/use-email-verification";

type UnverifiedEmailBannerProps = {
  /** Why the address matters here, e.g. that invitations wait for it. */
  reason?: string;
  className?: string;
};

/**
 * Shown while the signed-in user's address is unproven (a password sign-up), with a button that mails a
 * verification link. Renders nothing once the address is verified.
 */
export function UnverifiedEmailBanner({ reason, className }: UnverifiedEmailBannerProps) {
  const me = useCurrentUser();
  const send = useSendVerificationEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (!me.data || me.data.is_email_verified) return null;
  const { email } = me.data;

  return (
    <Alert variant="warning" title="Verify your email address" className={className}>
      <p>
        {reason ?? "Confirm that you own this address."} We will send a link to <strong>{email}</strong>; open it in this browser.
      </p>
      {sentTo && <p className="mt-1 text-success">Verification link sent to {sentTo}. Check your inbox.</p>}
      {send.isError && (
        <p role="alert" className="mt-1 text-danger">
          {errorMessage(send.error, "Could not send the verification link. Please try again.")}
        </p>
      )}
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        loading={send.isPending}
        onClick={() => send.mutate(undefined, { onSuccess: () => setSentTo(email) })}
      >
        {sentTo ? "Send the link again" : "Send verification link"}
      </Button>
    </Alert>
  );
}
