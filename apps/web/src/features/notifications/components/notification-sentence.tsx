import type { Notification } from "@hangar/contracts";
import { activitySentence } from "../../issue-activity/public";
import { gistOf } from "../lib/notification-text";

/** "Ada Lovelace changed the state to Done", "Ada commented: …", "Ada mentioned you", "Ada assigned you". */
type NotificationSentenceProps = { notification: Notification; myName: string | null; actor: string };

export function NotificationSentence({ notification, myName, actor }: NotificationSentenceProps) {
  const gist = gistOf(notification, myName);
  const predicate =
    gist.kind === "page-mention" ? (
      <>
        mentioned you in page <span className="text-fg">{gist.page}</span>
      </>
    ) : gist.kind === "mention" ? (
      gist.comment ? (
        <>
          mentioned you in a comment: <span className="text-fg">{gist.comment}</span>
        </>
      ) : (
        "mentioned you"
      )
    ) : gist.kind === "assigned-you" ? (
      "assigned you"
    ) : gist.kind === "comment" ? (
      <>
        commented: <span className="text-fg">{gist.text}</span>
      </>
    ) : (
      activitySentence(notification.data.issue_activity)
    );
  return (
    <>
      <span className="font-medium text-fg">{actor}</span> {predicate}
    </>
  );
}
