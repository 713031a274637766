import type { UserActivity } from "@hangar/contracts";
import { Link } from "react-router";
import { activitySentence } from "../lib/activity-sentence";
import { RelativeTime } from "./relative-time";

/** "WEB-12": the issue's key, as everywhere. */
const keyOf = (a: UserActivity) => (a.issue_detail ? `${a.issue_detail.identifier}-${a.issue_detail.sequence_id}` : null);

/**
 * One person's changes across issues, newest first (a profile's Activity tab, account settings): each row
 * names the issue, links to it, and says what changed in the words of the issue's own history.
 */
export function UserActivityList({ activities }: { activities: UserActivity[] }) {
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Activity">
      {activities.map((activity) => {
        const key = keyOf(activity);
        const to = activity.issue ? `/${activity.workspace_slug}/projects/${activity.project}/issues/${activity.issue}` : null;
        return (
          <li key={activity.id} className="flex items-start gap-3 px-4 py-2.5 text-sm" data-testid="user-activity-row">
            <div className="min-w-0 flex-1 space-y-0.5">
              {to && activity.issue_detail && (
                <Link to={to} className="flex min-w-0 items-center gap-2 font-medium text-fg hover:underline">
                  <span className="shrink-0 text-xs text-fg-subtle tabular-nums">{key}</span>
                  <span className="truncate">{activity.issue_detail.name}</span>
                </Link>
              )}
              <p className="break-words text-xs text-fg-muted">
                <span className="font-medium text-fg">{activity.actor_detail?.display_name ?? "Someone"}</span>{" "}
                {activitySentence(activity)}
              </p>
            </div>
            <RelativeTime iso={activity.created_at} className="shrink-0 text-xs text-fg-subtle" />
          </li>
        );
      })}
    </ul>
  );
}
