import type { HistoryItem } from "@hangar/contracts";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { temporaryId } from "../../../lib/use-optimistic-mutation";
import type { IssueRef } from "../api/activity-keys";
import {
  isComment,
  useCreateComment,
  useDeleteComment,
  useIssueHistory,
  useToggleCommentReaction,
  useUpdateComment,
} from "../api/use-issue-history";
import { useViewer } from "../api/use-viewer";
import { ActivityRow } from "./activity-row";
import { type ActivityTab, ActivityTabs } from "./activity-tabs";
import { CommentCard } from "./comment-card";
import { CommentComposer } from "./comment-composer";
import { IssueReactions } from "./issue-reactions";

type IssueActivitySectionProps = { slug: string; projectId: string; issueId: string };

function visible(items: HistoryItem[], tab: ActivityTab): HistoryItem[] {
  if (tab === "all") return items;
  return items.filter((item) => (tab === "comments" ? isComment(item) : !isComment(item)));
}

/** The issue's reactions, then its timeline of changes and comments (spec §2 Updates and Comments), then the composer. */
export function IssueActivitySection({ slug, projectId, issueId }: IssueActivitySectionProps) {
  const ref: IssueRef = { slug, projectId, issueId };
  const [tab, setTab] = useState<ActivityTab>("all");
  const panelId = useId();
  const viewer = useViewer(slug, projectId);
  const history = useIssueHistory(ref);
  const createComment = useCreateComment(ref);
  const updateComment = useUpdateComment(ref);
  const deleteComment = useDeleteComment(ref);
  const toggleReaction = useToggleCommentReaction(ref);
  const items = visible(history.data ?? [], tab);

  return (
    <section aria-labelledby={`${panelId}-title`} className="flex flex-col gap-3 border-t border-border pt-3">
      <IssueReactions issueRef={ref} viewer={viewer} />
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${panelId}-title`} className="px-1 text-sm font-medium text-fg">
          Activity
        </h2>
        <ActivityTabs value={tab} onChange={setTab} panelId={panelId} />
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-label={`${tab === "all" ? "All activity" : tab === "updates" ? "Updates" : "Comments"}`}
      >
        {history.isPending ? (
          <div className="flex justify-center py-6 text-fg-subtle">
            <Spinner label="Loading activity" />
          </div>
        ) : history.isError ? (
          <div className="flex items-center gap-2 py-3 text-sm text-fg-muted">
            Couldn't load the activity.
            <Button variant="link" size="sm" onClick={() => history.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="py-3 text-sm text-fg-subtle">
            {tab === "comments" ? "No comments yet. Start the conversation below." : "No activity yet."}
          </p>
        ) : (
          <ol aria-label="Activity" className="flex flex-col gap-1">
            {items.map((item) =>
              isComment(item) ? (
                <CommentCard
                  key={item.id}
                  comment={item}
                  viewer={viewer}
                  onReact={(reaction, mine) => {
                    if (viewer.me) toggleReaction.mutate({ commentId: item.id, reaction, mine, me: viewer.me });
                  }}
                  onSave={(html) => updateComment.mutate({ commentId: item.id, html })}
                  onDelete={() => deleteComment.mutate({ commentId: item.id })}
                />
              ) : (
                <ActivityRow key={item.id} activity={item} viewer={viewer} />
              ),
            )}
          </ol>
        )}
      </div>
      {tab !== "updates" && (
        <CommentComposer
          me={viewer.me}
          myName={viewer.nameOf(viewer.me?.id ?? null)}
          mentionables={viewer.mentionables}
          onSubmit={(html, restore) => {
            if (!viewer.me) return;
            createComment.mutate({ tempId: temporaryId(), html, author: viewer.me }, { onError: restore });
          }}
        />
      )}
    </section>
  );
}
