import { Link, useSearchParams } from "react-router";
import { ForgotPasswordForm } from "../../features/auth/pages";
import { AuthLayout } from "../auth-layout";

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      footer={
        <Link to="/" className="font-medium text-accent hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm defaultEmail={params.get("email") ?? ""} />
    </AuthLayout>
  );
}
