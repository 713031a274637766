import { Navigate, Outlet } from "react-router";
import { AppShellSkeleton } from "../../components/app-shell-skeleton";
import { useUserProfile } from "../../features/users";
import { FullPageError } from "./full-page-error";

export function RequireOnboarded() {
  const profile = useUserProfile();
  if (profile.isPending) return <AppShellSkeleton />;
  if (profile.isError)
    return <FullPageError error={profile.error} title="Failed to fetch user profile" onRetry={() => profile.refetch()} />;
  if (!profile.data.is_onboarded) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
