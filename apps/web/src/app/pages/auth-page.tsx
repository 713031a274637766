import { Link, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert";
import { PageSpinner } from "../../components/ui/spinner";
import { useAuthMethods, useCurrentUser, useSetSignedInUser } from "../../features/auth";
import { AuthFlow, type AuthMode } from "../../features/auth/pages";
import { AuthLayout } from "../auth-layout";
import { SignedInRedirect } from "../guards/signed-in-redirect";

/** `/` and `/sign-up`: the auth flow for visitors, a redirect for anyone already signed in. */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const [params] = useSearchParams();
  const nextPath = params.get("next_path");
  const me = useCurrentUser();
  const setSignedInUser = useSetSignedInUser();
  const { signupEnabled } = useAuthMethods();

  if (me.isPending) return <PageSpinner />;
  if (me.data) return <SignedInRedirect nextPath={nextPath} />;

  const carry = nextPath ? `?next_path=${encodeURIComponent(nextPath)}` : "";
  const footer =
    mode === "sign-in" ? (
      signupEnabled && (
        <>
          New to Hangar?{" "}
          <Link to={`/sign-up${carry}`} className="font-medium text-accent hover:underline">
            Create an account
          </Link>
        </>
      )
    ) : (
      <>
        Already have an account?{" "}
        <Link to={`/${carry}`} className="font-medium text-accent hover:underline">
          Sign in
        </Link>
      </>
    );

  return (
    <AuthLayout footer={footer}>
      {mode === "sign-up" && !signupEnabled && (
        <Alert variant="warning" className="mb-5">
          New account sign-up is disabled on this instance. Ask an administrator to invite you, or sign in.
        </Alert>
      )}
      <AuthFlow key={mode} mode={mode} initialEmail={params.get("email") ?? undefined} onAuthenticated={setSignedInUser} />
    </AuthLayout>
  );
}
