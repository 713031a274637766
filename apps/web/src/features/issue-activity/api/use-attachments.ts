import { issueExtraEndpoints as extras, type IssueAttachment } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { activityKeys, type IssueRef } from "./activity-keys";

export function useAttachments({ slug, projectId, issueId }: IssueRef) {
  return useQuery({
    queryKey: activityKeys.attachments(slug, projectId, issueId),
    queryFn: ({ signal }) => call(extras.listAttachments, { params: { slug, projectId, issueId }, signal }),
  });
}

export function useDeleteAttachment(ref: IssueRef) {
  const key = activityKeys.attachments(ref.slug, ref.projectId, ref.issueId);
  return useOptimisticMutation<{ attachment: IssueAttachment }, void>({
    mutationKey: key,
    mutationFn: ({ attachment }) => call(extras.deleteAttachment, { params: { ...ref, assetId: attachment.id } }),
    edits: ({ attachment }) => [cacheEdit<IssueAttachment[]>(key, (rows) => rows.filter((row) => row.id !== attachment.id))],
    errorTitle: ({ attachment }) => `Couldn't delete ${attachment.name}`,
    onSuccess: (_result, _vars, queryClient) => {
      // attachment_count on the issue and the new history row.
      void queryClient.invalidateQueries({ queryKey: activityKeys.issue(ref.slug, ref.projectId, ref.issueId), exact: true });
      void queryClient.invalidateQueries({ queryKey: activityKeys.history(ref.slug, ref.projectId, ref.issueId) });
    },
  });
}
