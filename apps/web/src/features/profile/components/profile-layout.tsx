import { type MemberProfile, ROLE_LABEL, type Role } from "@hangar/contracts";
import { UserX } from "lucide-react";
import { NavLink, Outlet, useOutletContext, useParams } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/dates";
import { useMemberProfile } from "../api/use-member-profile";
import { memberName, PROFILE_TAB_LABELS, profilePath } from "../lib/profile-tabs";

export type ProfileOutletContext = { profile: MemberProfile; slug: string; userId: string };

/** The profile of the current `profile/:userId` route; only valid inside ProfileLayout. */
export const useProfileContext = () => useOutletContext<ProfileOutletContext>();

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-8 items-center border-b-2 px-1 text-sm transition-colors",
    isActive ? "border-accent font-medium text-fg" : "border-transparent text-fg-muted hover:text-fg",
  );

/** `/:workspaceSlug/profile/:userId`: the member's header and tabs over the overview or one of their lists. */
export function ProfileLayout() {
  const { workspaceSlug: slug = "", userId = "" } = useParams();
  const profile = useMemberProfile(slug, userId);

  if (profile.isPending) return <PageSpinner label="Loading profile" />;
  if (profile.isError) {
    return (
      <EmptyState
        icon={UserX}
        title="Member not found"
        description={errorMessage(profile.error, "This person is not a member of the workspace.")}
      />
    );
  }

  const user = profile.data.user_data;
  const name = memberName(user);
  const base = profilePath(slug, userId);
  const joined = Date.parse(user.date_joined);
  return (
    <div className="flex h-full flex-col">
      <header className="shrink-0 border-b border-border px-6 pt-5">
        <div className="flex items-center gap-3">
          <Avatar name={name} src={user.avatar_url ?? user.avatar} size="lg" />
          <div className="min-w-0">
            <h1 className="truncate text-lg font-semibold text-fg">{name}</h1>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-fg-muted">
              <span>@{user.display_name}</span>
              <span aria-hidden>·</span>
              <span>{ROLE_LABEL[profile.data.role as Role] ?? "Member"}</span>
              {!Number.isNaN(joined) && (
                <>
                  <span aria-hidden>·</span>
                  <span>Joined {formatDate(user.date_joined, "long")}</span>
                </>
              )}
            </p>
          </div>
        </div>
        <nav aria-label="Profile" className="mt-3 flex gap-4">
          <NavLink to={base} end className={tab}>
            Overview
          </NavLink>
          {(Object.keys(PROFILE_TAB_LABELS) as (keyof typeof PROFILE_TAB_LABELS)[]).map((type) => (
            <NavLink key={type} to={`${base}/${type}`} className={tab}>
              {PROFILE_TAB_LABELS[type]}
            </NavLink>
          ))}
          <NavLink to={`${base}/activity`} className={tab}>
            Activity
          </NavLink>
        </nav>
      </header>
      <div className="min-h-0 flex-1">
        <Outlet context={{ profile: profile.data, slug, userId } satisfies ProfileOutletContext} />
      </div>
    </div>
  );
}
