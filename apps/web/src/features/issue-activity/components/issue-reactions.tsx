import type { IssueRef } from "../api/activity-keys";
import { useIssueReactions, useToggleIssueReaction } from "../api/use-issue-reactions";
import type { Viewer } from "../api/use-viewer";
import { groupReactions } from "../lib/reactions";
import { ReactionBar } from "./reaction-bar";

/** Reactions to the issue itself, above its timeline. */
export function IssueReactions({ issueRef, viewer }: { issueRef: IssueRef; viewer: Viewer }) {
  const reactions = useIssueReactions(issueRef);
  const toggle = useToggleIssueReaction(issueRef);
  return (
    <ReactionBar
      target="issue"
      disabled={!viewer.me || reactions.isPending}
      groups={groupReactions(reactions.data ?? [], viewer.me?.id)}
      onToggle={(reaction, mine) => {
        if (viewer.me) toggle.mutate({ reaction, mine, me: viewer.me });
      }}
    />
  );
}
