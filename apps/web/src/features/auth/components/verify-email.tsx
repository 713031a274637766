import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { useConfirmEmailVerification } from "../api/use-email-verification";
import { StepHeading } from "./step-heading";
import { UnverifiedEmailBanner } from "./unverified-email-banner";

/** The landing of a mailed verification link: uses its token once and says what happened. */
export function VerifyEmail({ token }: { token: string | null }) {
  const confirm = useConfirmEmailVerification();
  const started = useRef(false);

  useEffect(() => {
    // Once per mount, even under StrictMode's double effects: a link's token works once.
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <StepHeading title="Verify your email address" />
        <Alert variant="error">This verification link is incomplete. Send yourself a new one.</Alert>
        <UnverifiedEmailBanner />
      </div>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <StepHeading title="Email verified" description={`${confirm.data.email} is verified. You can now accept invitations.`} />
        <Link to="/" className={buttonClasses({ size: "lg", className: "w-full" })}>
          Continue
        </Link>
      </div>
    );
  }
  if (confirm.isError) {
    return (
      <div className="flex flex-col gap-4">
        <StepHeading title="Verify your email address" />
        <Alert variant="error">{errorMessage(confirm.error)}</Alert>
        <UnverifiedEmailBanner />
      </div>
    );
  }
  return <PageSpinner label="Verifying your email address" />;
}
