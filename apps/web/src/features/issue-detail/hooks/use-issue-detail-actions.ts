import type { UpdateIssueBody } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "../../../lib/toast";
import { issueKeys, useArchiveIssue, useDeleteIssue, useRestoreIssue, useUpdateIssue } from "../../issue-core";
import { useSubscription, useToggleSubscription } from "../api/use-subscription";
import { useCopyIssueLink } from "./use-copy-issue-link";

type Options = { slug: string; projectId: string; issueId: string; issueKey: string | null; onLeave: () => void };

/** Everything the header and properties do to the issue; each call is optimistic and toasts its own failure. */
export function useIssueDetailActions({ slug, projectId, issueId, issueKey, onLeave }: Options) {
  const queryClient = useQueryClient();
  const { updateIssue } = useUpdateIssue(slug, projectId);
  const { archiveIssue } = useArchiveIssue(slug, projectId);
  const { restoreIssue } = useRestoreIssue(slug, projectId);
  const { deleteIssue } = useDeleteIssue(slug, projectId);
  const subscription = useSubscription(slug, projectId, issueId);
  const toggle = useToggleSubscription(slug, projectId, issueId);
  const copyLink = useCopyIssueLink(slug, issueKey);

  const update = useCallback(
    (patch: UpdateIssueBody) =>
      updateIssue(issueId, patch).then(
        () => {
          // The expanded parent summary comes only from the detail endpoint.
          if ("parent_id" in patch) {
            void queryClient.invalidateQueries({ queryKey: issueKeys.issue(slug, projectId, issueId), exact: true });
          }
        },
        () => undefined,
      ),
    [updateIssue, issueId, queryClient, slug, projectId],
  );

  const saveDescription = useCallback(
    (targetId: string, html: string) => updateIssue(targetId, { description_html: html }),
    [updateIssue],
  );

  const archive = useCallback(() => {
    archiveIssue(issueId).then(
      () => toast.success(`${issueKey ?? "Issue"} archived`),
      () => undefined,
    );
  }, [archiveIssue, issueId, issueKey]);

  const restore = useCallback(() => {
    restoreIssue(issueId).then(
      () => toast.success(`${issueKey ?? "Issue"} restored`),
      () => undefined,
    );
  }, [restoreIssue, issueId, issueKey]);

  /** The view leaves at once; if the server refuses, the issue reappears in the lists and a toast says why. */
  const remove = useCallback(() => {
    onLeave();
    deleteIssue(issueId).then(
      () => toast.success(`${issueKey ?? "Issue"} deleted`),
      () => undefined,
    );
  }, [deleteIssue, issueId, issueKey, onLeave]);

  const subscribed = subscription.data?.subscribed;
  const toggleSubscription = useCallback(() => {
    if (subscribed !== undefined) toggle.mutate({ subscribe: !subscribed });
  }, [toggle, subscribed]);

  return { update, saveDescription, archive, restore, remove, copyLink, subscribed, toggleSubscription };
}
