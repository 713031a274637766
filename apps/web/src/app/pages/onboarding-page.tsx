import type { User, UserProfile, Workspace } from "@hangar/contracts";
import { useRef } from "react";
import { PageSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth";
import { OnboardingFlow } from "../../features/onboarding";
import { useUserProfile } from "../../features/users";
import { useUserWorkspaces } from "../../features/workspaces";
import { AuthLayout } from "../auth-layout";
import { FullPageError } from "../guards/full-page-error";
import { SignedInRedirect } from "../guards/signed-in-redirect";
import { SignOutButton } from "../sign-out-button";

export function OnboardingPage() {
  const me = useCurrentUser();
  const profile = useUserProfile();
  const workspaces = useUserWorkspaces();

  const error = profile.error ?? workspaces.error;
  if (error) return <FullPageError error={error} onRetry={() => Promise.all([profile.refetch(), workspaces.refetch()])} />;
  if (!me.data || !profile.data || !workspaces.data) return <PageSpinner />;
  return <Onboarding user={me.data} profile={profile.data} workspaces={workspaces.data} />;
}

function Onboarding({ user, profile, workspaces }: { user: User; profile: UserProfile; workspaces: Workspace[] }) {
  // Judged once on arrival: finishing the flow flips is_onboarded while the flow navigates on its own.
  const alreadyOnboarded = useRef(profile.is_onboarded).current;
  if (alreadyOnboarded) return <SignedInRedirect />;
  return (
    <AuthLayout
      width="md"
      aside={
        <>
          <span className="hidden text-xs text-fg-muted sm:inline">{user.email}</span>
          <SignOutButton />
        </>
      }
    >
      <OnboardingFlow user={user} profile={profile} workspaces={workspaces} />
    </AuthLayout>
  );
}
