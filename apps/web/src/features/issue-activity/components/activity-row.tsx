import type { IssueActivity } from "@hangar/contracts";
import { Avatar } from "../../../components/ui/avatar";
import type { Viewer } from "../api/use-viewer";
import { activitySentence } from "../lib/activity-sentence";
import { RelativeTime } from "./relative-time";

/** One property change as a compact sentence: avatar, actor, what they did, when. */
export function ActivityRow({ activity, viewer }: { activity: IssueActivity; viewer: Viewer }) {
  // The name every other screen gives this person; the handle only for someone no longer a member.
  const name = viewer.nameOf(activity.actor) ?? activity.actor_detail?.display_name ?? "Someone";
  return (
    <li className="flex items-start gap-2 py-1.5 text-xs text-fg-muted" data-testid="activity-row">
      <Avatar name={name} src={activity.actor_detail?.avatar} size="xs" className="mt-px" />
      <p className="min-w-0 flex-1 break-words leading-5">
        <span className="font-medium text-fg">{name}</span> {activitySentence(activity)}
        <span aria-hidden className="px-1 text-fg-subtle">
          ·
        </span>
        <RelativeTime iso={activity.created_at} className="text-fg-subtle" />
      </p>
    </li>
  );
}
