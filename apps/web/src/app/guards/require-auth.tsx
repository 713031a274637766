import { Navigate, Outlet, useLocation } from "react-router";
import { AppShellSkeleton } from "../../components/app-shell-skeleton";
import { useCurrentUser } from "../../features/auth";
import { isApiError } from "../../lib/api";
import { signInPathFor } from "../../lib/safe-next-path";
import { FullPageError } from "./full-page-error";

/** Renders the child routes only for a signed-in user; others go to sign-in with next_path. */
export function RequireAuth() {
  const me = useCurrentUser();
  const location = useLocation();
  if (me.isPending) return <AppShellSkeleton />;
  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 401) {
      return <Navigate to={signInPathFor(location.pathname, location.search)} replace />;
    }
    return <FullPageError error={me.error} title="Failed to fetch current user" onRetry={() => me.refetch()} />;
  }
  return <Outlet />;
}
