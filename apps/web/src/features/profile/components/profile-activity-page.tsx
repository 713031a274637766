import { UserActivityFeed } from "../../issue-activity/pages";
import { useMemberActivity } from "../api/use-member-activity";
import { memberName } from "../lib/profile-tabs";
import { useProfileContext } from "./profile-layout";

/** The profile's Activity tab: what the member changed, in the projects the viewer can read. */
export function ProfileActivityPage() {
  const { profile, slug, userId } = useProfileContext();
  const activity = useMemberActivity(slug, userId);
  return (
    <div className="h-full overflow-y-auto">
      <div className="mx-auto max-w-3xl px-6 py-5">
        <UserActivityFeed
          query={activity}
          emptyTitle="No activity yet"
          emptyDescription={`Changes ${memberName(profile.user_data)} makes to issues you can see will show here.`}
        />
      </div>
    </div>
  );
}
