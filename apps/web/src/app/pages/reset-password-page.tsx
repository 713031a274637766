import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useSetSignedInUser } from "../../features/auth";
import { ResetPasswordForm } from "../../features/auth/pages";
import { AuthLayout } from "../auth-layout";
import { SignedInRedirect } from "../guards/signed-in-redirect";

/** The link mailed by forgot-password lands here; a successful reset also signs the user in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const setSignedInUser = useSetSignedInUser();
  const [done, setDone] = useState(false);
  if (done) return <SignedInRedirect />;
  return (
    <AuthLayout
      footer={
        <Link to="/" className="font-medium text-accent hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm
        uidb64={params.get("uidb64")}
        token={params.get("token")}
        email={params.get("email")}
        onDone={(user) => {
          setSignedInUser(user);
          setDone(true);
        }}
      />
    </AuthLayout>
  );
}
