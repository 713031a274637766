import { SettingsHeader } from "../../../components/settings-header";
import { PageSpinner } from "../../../components/ui/spinner";
import { useCurrentUser } from "../../auth";
import { ChangePasswordForm } from "../../auth/pages";
import { UserActivityFeed } from "../../issue-activity/pages";
import { useUserProfile } from "../../users";
import { useMyActivities } from "../api/use-my-activities";
import { AppearanceForm } from "../components/appearance-form";
import { DatePreferencesForm } from "../components/date-preferences-form";
import { DeactivateAccount } from "../components/deactivate-account";
import { NotificationPreferencesForm } from "../components/notification-preferences-form";
import { ProfileForm } from "../components/profile-form";
import { SessionsList } from "../components/sessions-list";

export function AccountProfilePage() {
  const me = useCurrentUser();
  const profile = useUserProfile();
  if (!me.data || !profile.data) return <PageSpinner label="Loading your profile" />;
  return (
    <>
      <SettingsHeader title="Profile" description="How you appear to the people you work with." />
      <ProfileForm user={me.data} />
      <SettingsHeader title="Date and time" description="How dates and times read for you, in any language." />
      <DatePreferencesForm profile={profile.data} />
      <DeactivateAccount user={me.data} />
    </>
  );
}

export function AccountSecurityPage() {
  const me = useCurrentUser();
  if (!me.data) return <PageSpinner label="Loading your account" />;
  return (
    <>
      <SettingsHeader
        title={me.data.is_password_autoset ? "Set a password" : "Change password"}
        description="A strong password you don't use anywhere else keeps your work safe."
      />
      <ChangePasswordForm user={me.data} />
    </>
  );
}

export function AccountNotificationsPage() {
  return (
    <>
      <SettingsHeader
        title="Email notifications"
        description="Choose what reaches you by email. Your inbox in the app shows everything either way."
      />
      <NotificationPreferencesForm />
    </>
  );
}

export function AccountAppearancePage() {
  return (
    <>
      <SettingsHeader title="Appearance" description="Your theme follows you to every device you sign in on." />
      <AppearanceForm />
    </>
  );
}

export function AccountSessionsPage() {
  return (
    <>
      <SettingsHeader title="Sessions" description="The browsers and devices signed in to your account." />
      <SessionsList />
    </>
  );
}

export function AccountActivityPage() {
  const activities = useMyActivities();
  return (
    <>
      <SettingsHeader title="Activity" description="Changes you made to issues, newest first." />
      <UserActivityFeed
        query={activities}
        emptyTitle="No activity yet"
        emptyDescription="Changes you make to issues — creating, editing, commenting — will be listed here."
      />
    </>
  );
}
