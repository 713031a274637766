import { issueExtraEndpoints as extras, type Project } from "@hangar/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { copyLink } from "../../../lib/copy-link";
import { absoluteUrl, appPaths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { getIssueFromStore, type IssueCommandTarget, issueKeys } from "../../issue-core";

/** Every checked issue's shareable link (its key's /browse address), one per line. */
export function copyIssueLinks(target: IssueCommandTarget, projects: readonly Project[] | undefined) {
  const links = target.issueIds.flatMap((id) => {
    const issue = getIssueFromStore(id);
    const identifier = projects?.find((p) => p.id === issue?.project_id)?.identifier;
    return issue && identifier ? [absoluteUrl(appPaths.browse(target.slug, `${identifier}-${issue.sequence_id}`))] : [];
  });
  void copyLink(links.join("\n"));
}

/**
 * Follows the checked issues in one call (bulk-subscribe, all or none) or stops following each; says how
 * it went. Each issue's subscription, cached under its key, is asked again where it shows.
 */
export async function setIssuesSubscribed(queryClient: QueryClient, target: IssueCommandTarget, subscribed: boolean) {
  const { slug, projectId, issueIds } = target;
  const noun = issueIds.length === 1 ? "the issue" : `${issueIds.length} issues`;
  try {
    if (subscribed) await call(extras.bulkSubscribe, { params: { slug, projectId }, body: { issue_ids: [...issueIds] } });
    else await Promise.all(issueIds.map((issueId) => call(extras.unsubscribe, { params: { slug, projectId, issueId } })));
    toast.success(subscribed ? `Subscribed to ${noun}` : `Unsubscribed from ${noun}`);
  } catch (error) {
    toast.error(subscribed ? `Couldn't subscribe to ${noun}` : `Couldn't unsubscribe from ${noun}`, {
      description: errorMessage(error),
    });
  } finally {
    for (const issueId of issueIds) {
      void queryClient.invalidateQueries({ queryKey: [...issueKeys.issue(slug, projectId, issueId), "subscription"] });
    }
  }
}
