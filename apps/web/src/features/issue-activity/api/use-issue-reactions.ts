import { type ActorDetail, issueExtraEndpoints as extras, type Reaction } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { activityKeys, type IssueRef } from "./activity-keys";

export function useIssueReactions({ slug, projectId, issueId }: IssueRef) {
  return useQuery({
    queryKey: activityKeys.reactions(slug, projectId, issueId),
    queryFn: ({ signal }) => call(extras.listIssueReactions, { params: { slug, projectId, issueId }, signal }),
  });
}

export type IssueReactionToggle = { reaction: string; mine: boolean; me: ActorDetail };

export function useToggleIssueReaction(ref: IssueRef) {
  const key = activityKeys.reactions(ref.slug, ref.projectId, ref.issueId);
  return useOptimisticMutation<IssueReactionToggle, unknown>({
    mutationKey: key,
    mutationFn: ({ reaction, mine }) =>
      mine
        ? call(extras.removeIssueReaction, { params: { ...ref, reaction } })
        : call(extras.addIssueReaction, { params: ref, body: { reaction } }),
    edits: ({ reaction, mine, me }) => [
      cacheEdit<Reaction[]>(key, (rows) =>
        mine
          ? rows.filter((r) => !(r.actor === me.id && r.reaction === reaction))
          : [
              ...rows,
              {
                id: `temp-${reaction}`,
                actor: me.id,
                actor_detail: me,
                reaction,
                issue: ref.issueId,
                comment: null,
                created_at: new Date().toISOString(),
              },
            ],
      ),
    ],
    errorTitle: "Couldn't update the reaction",
  });
}
