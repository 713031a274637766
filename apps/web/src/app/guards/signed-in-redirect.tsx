import { Navigate } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { useUserProfile, useUserSettings } from "../../features/users";
import { safeNextPath } from "../../lib/safe-next-path";
import { FullPageError } from "./full-page-error";

/**
 * Where a signed-in user belongs: a safe next_path first, else onboarding until it is done, else the
 * last (or fallback) workspace, else their invitations or a new workspace.
 */
export function SignedInRedirect({ nextPath }: { nextPath?: string | null }) {
  const safe = safeNextPath(nextPath);
  const profile = useUserProfile({ enabled: !safe });
  const onboarded = profile.data?.is_onboarded === true;
  const settings = useUserSettings({ enabled: !safe && onboarded });

  if (safe) return <Navigate to={safe} replace />;
  if (profile.isError)
    return <FullPageError error={profile.error} title="Failed to fetch user profile" onRetry={() => profile.refetch()} />;
  if (!profile.data) return <PageSpinner />;
  if (!onboarded) return <Navigate to="/onboarding" replace />;
  if (settings.isError)
    return <FullPageError error={settings.error} title="Failed to fetch user settings" onRetry={() => settings.refetch()} />;
  if (!settings.data) return <PageSpinner />;

  const { last_workspace_slug, fallback_workspace_slug, invites } = settings.data.workspace;
  const slug = last_workspace_slug ?? fallback_workspace_slug;
  if (slug) return <Navigate to={`/${slug}/`} replace />;
  return <Navigate to={invites > 0 ? "/invitations" : "/create-workspace"} replace />;
}
