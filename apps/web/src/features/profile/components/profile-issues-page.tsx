import { useMemo } from "react";
import { Link, Navigate, useParams } from "react-router";
import { BreadcrumbSeparator } from "../../../components/ui/breadcrumb-separator";
import { profileScope } from "../../issue-core";
import { IssuesScreen } from "../../issues";
import { isProfileIssueType, memberName, PROFILE_TAB_LABELS, profilePath } from "../lib/profile-tabs";
import { useProfileContext } from "./profile-layout";

const EMPTY: Record<keyof typeof PROFILE_TAB_LABELS, string> = {
  assigned: "Issues assigned to this member, in the projects you share, show here.",
  created: "Issues this member created, in the projects you share, show here.",
  subscribed: "Issues this member follows, in the projects you share, show here.",
};

/** `/:workspaceSlug/profile/:userId/:profileViewId`: the member's assigned, created or subscribed issues. */
export function ProfileIssuesPage() {
  const { profileViewId } = useParams();
  const { profile, slug, userId } = useProfileContext();
  const type = isProfileIssueType(profileViewId) ? profileViewId : null;
  const scope = useMemo(() => (type ? profileScope(slug, userId, type) : null), [slug, userId, type]);
  if (!type || !scope) return <Navigate to={profilePath(slug, userId)} replace />;
  return (
    <IssuesScreen
      key={scope.id}
      scope={scope}
      breadcrumb={
        <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-2">
          <Link to={profilePath(slug, userId)} className="truncate text-sm text-fg-muted hover:text-fg">
            {memberName(profile.user_data)}
          </Link>
          <BreadcrumbSeparator />
          <h2 className="text-sm font-medium text-fg">{PROFILE_TAB_LABELS[type]}</h2>
        </nav>
      }
      emptyTitle="No issues here yet"
      emptyDescription={EMPTY[type]}
    />
  );
}
