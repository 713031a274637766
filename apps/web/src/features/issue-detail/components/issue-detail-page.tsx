import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import { issueListPath, issuePagePath } from "../lib/issue-link";
import { IssueDetailView } from "./issue-detail-view";

/** Route component for /:workspaceSlug/projects/:projectId/issues/:issueId. */
export function IssueDetailPage() {
  const { workspaceSlug = "", projectId = "", issueId = "" } = useParams();
  const navigate = useNavigate();
  const leave = useCallback(() => navigate(issueListPath(workspaceSlug, projectId)), [navigate, workspaceSlug, projectId]);
  const open = useCallback(
    (id: string, pid: string) => navigate(issuePagePath(workspaceSlug, pid, id)),
    [navigate, workspaceSlug],
  );
  return (
    <IssueDetailView
      key={issueId}
      slug={workspaceSlug}
      projectId={projectId}
      issueId={issueId}
      mode="page"
      onLeave={leave}
      onOpenIssue={open}
    />
  );
}
