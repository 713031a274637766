import { useSearchParams } from "react-router";
import { VerifyEmail } from "../../features/auth/pages";
import { AuthLayout } from "../auth-layout";
import { SignOutButton } from "../sign-out-button";

/** `/accounts/verify-email?token=…`: the mailed verification link, opened while signed in. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout aside={<SignOutButton />}>
      <VerifyEmail token={params.get("token")} />
    </AuthLayout>
  );
}
