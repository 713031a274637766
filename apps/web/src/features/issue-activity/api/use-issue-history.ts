import {
  type ActorDetail,
  issueExtraEndpoints as extras,
  type HistoryComment,
  type HistoryItem,
  type IssueComment,
} from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { activityKeys, type IssueRef } from "./activity-keys";

export function useIssueHistory({ slug, projectId, issueId }: IssueRef) {
  return useQuery({
    queryKey: activityKeys.history(slug, projectId, issueId),
    queryFn: ({ signal }) =>
      call(extras.history, {
        params: { slug, projectId, issueId },
        query: { activity_type: "issue-property,issue-comment" },
        signal,
      }),
  });
}

export function isComment(item: HistoryItem): item is HistoryComment {
  return item.activity_type === "issue-comment" || item.activity_type === "epic-comment";
}

function mapComment(items: HistoryItem[], id: string, update: (c: HistoryComment) => HistoryComment): HistoryItem[] {
  return items.map((item) => (isComment(item) && item.id === id ? update(item) : item));
}

export type NewComment = { tempId: string; html: string; author: ActorDetail };

/** Posting shows the comment at once under a temporary id, then swaps in the server's row. */
export function useCreateComment(ref: IssueRef) {
  const key = activityKeys.history(ref.slug, ref.projectId, ref.issueId);
  return useOptimisticMutation<NewComment, IssueComment>({
    mutationKey: key,
    mutationFn: ({ html }) => call(extras.createComment, { params: ref, body: { comment_html: html } }),
    edits: ({ tempId, html, author }) => [
      cacheEdit<HistoryItem[]>(key, (items) => {
        const now = new Date().toISOString();
        const temp: HistoryComment = {
          id: tempId,
          issue: ref.issueId,
          project: ref.projectId,
          workspace: "",
          comment_html: html,
          comment_stripped: "",
          access: "INTERNAL",
          actor: author.id,
          actor_detail: author,
          edited_at: null,
          created_at: now,
          updated_at: now,
          created_by: author.id,
          updated_by: author.id,
          comment_reactions: [],
          activity_type: "issue-comment",
        };
        return [...items, temp];
      }),
    ],
    errorTitle: "Couldn't post the comment",
    onSuccess: (comment, { tempId }, queryClient) => {
      queryClient.setQueryData<HistoryItem[]>(key, (items) =>
        items?.map((item) => (item.id === tempId ? { ...comment, activity_type: "issue-comment" } : item)),
      );
    },
  });
}

export function useUpdateComment(ref: IssueRef) {
  const key = activityKeys.history(ref.slug, ref.projectId, ref.issueId);
  return useOptimisticMutation<{ commentId: string; html: string }, IssueComment>({
    mutationKey: key,
    mutationFn: ({ commentId, html }) =>
      call(extras.updateComment, { params: { ...ref, commentId }, body: { comment_html: html } }),
    edits: ({ commentId, html }) => [
      cacheEdit<HistoryItem[]>(key, (items) =>
        mapComment(items, commentId, (c) => ({ ...c, comment_html: html, edited_at: new Date().toISOString() })),
      ),
    ],
    errorTitle: "Couldn't save the comment",
  });
}

export function useDeleteComment(ref: IssueRef) {
  const key = activityKeys.history(ref.slug, ref.projectId, ref.issueId);
  return useOptimisticMutation<{ commentId: string }, void>({
    mutationKey: key,
    mutationFn: ({ commentId }) => call(extras.deleteComment, { params: { ...ref, commentId } }),
    edits: ({ commentId }) => [cacheEdit<HistoryItem[]>(key, (items) => items.filter((item) => item.id !== commentId))],
    errorTitle: "Couldn't delete the comment",
  });
}

export type ReactionToggle = { commentId: string; reaction: string; mine: boolean; me: ActorDetail };

/** Adds the viewer's reaction, or takes it back when they already reacted with that emoji. */
export function useToggleCommentReaction(ref: IssueRef) {
  const key = activityKeys.history(ref.slug, ref.projectId, ref.issueId);
  return useOptimisticMutation<ReactionToggle, unknown>({
    mutationKey: key,
    mutationFn: ({ commentId, reaction, mine }) =>
      mine
        ? call(extras.removeCommentReaction, { params: { ...ref, commentId, reaction } })
        : call(extras.addCommentReaction, { params: { ...ref, commentId }, body: { reaction } }),
    edits: ({ commentId, reaction, mine, me }) => [
      cacheEdit<HistoryItem[]>(key, (items) =>
        mapComment(items, commentId, (c) => ({
          ...c,
          comment_reactions: mine
            ? c.comment_reactions.filter((r) => !(r.actor === me.id && r.reaction === reaction))
            : [
                ...c.comment_reactions,
                {
                  id: `temp-${reaction}`,
                  actor: me.id,
                  actor_detail: me,
                  reaction,
                  issue: null,
                  comment: commentId,
                  created_at: new Date().toISOString(),
                },
              ],
        })),
      ),
    ],
    errorTitle: "Couldn't update the reaction",
  });
}
