import { Navigate, Outlet } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { useUserProfile } from "../../features/users";
import { FullPageError } from "./full-page-error";

export function RequireOnboarded() {
  const profile = useUserProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError)
    return <FullPageError error={profile.error} title="Failed to fetch user profile" onRetry={() => profile.refetch()} />;
  if (!profile.data.is_onboarded) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
