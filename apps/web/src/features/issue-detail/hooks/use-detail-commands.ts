import type { Issue } from "@hangar/contracts";
import { getIssueFromStore, useProvideIssueCommands } from "../../issue-core";
import { usePlanningMembership } from "../api/use-planning-membership";
import type { useIssueDetailActions } from "./use-issue-detail-actions";

type DetailCommands = {
  slug: string;
  projectId: string;
  /** The issue once loaded; nothing is offered before. */
  issue: Issue | undefined;
  canEdit: boolean;
  canArchive: boolean;
  canDelete: boolean;
  actions: ReturnType<typeof useIssueDetailActions>;
  onRequestDelete: () => void;
};

/** Offers the issue open in the page or the peek to the command palette, with the header's own actions. */
export function useDetailCommands({
  slug,
  projectId,
  issue,
  canEdit,
  canArchive,
  canDelete,
  actions,
  onRequestDelete,
}: DetailCommands) {
  const membership = usePlanningMembership(slug, projectId);
  // The store holds the newest copy (a pick a moment ago, a live change); the query's is the fallback.
  const latest = () => (issue ? (getIssueFromStore(issue.id) ?? issue) : undefined);
  useProvideIssueCommands(
    "detail",
    issue
      ? {
          kind: "detail",
          slug,
          projectId,
          issueIds: [issue.id],
          canEdit,
          update: (patch) => void actions.update(patch),
          setCycle: (cycleId) => {
            const current = latest();
            if (current) membership.setCycle(current, cycleId);
          },
          toggleModule: (moduleId) => {
            const current = latest();
            if (current) membership.toggleModule(current, moduleId);
          },
          archive: canArchive ? actions.archive : undefined,
          requestDelete: canDelete ? onRequestDelete : undefined,
          copyLink: () => void actions.copyLink(),
          subscribed: actions.subscribed,
          setSubscribed: (subscribed) => {
            if (actions.subscribed !== undefined && actions.subscribed !== subscribed) actions.toggleSubscription();
          },
        }
      : null,
  );
}
