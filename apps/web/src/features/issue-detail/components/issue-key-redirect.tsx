import { FileX } from "lucide-react";
import { Navigate, useParams } from "react-router";
import { NotFoundState } from "../../../components/not-found-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { useWorkItem } from "../api/use-work-item";
import { issuePagePath } from "../lib/issue-link";

/** Route component for /:workspaceSlug/browse/:issueKey — shared links name the issue by its key. */
export function IssueKeyRedirect() {
  const { workspaceSlug = "", issueKey = "" } = useParams();
  const item = useWorkItem(workspaceSlug, issueKey);
  if (item.isPending) return <PageSpinner label={`Opening ${issueKey}`} />;
  if (item.isError) {
    return (
      <NotFoundState
        icon={FileX}
        title={`${issueKey} not found`}
        error={item.error}
        fallback="This issue doesn't exist or you can't see it."
        backTo={`/${workspaceSlug}/projects`}
        backLabel="Back to projects"
      />
    );
  }
  return <Navigate to={issuePagePath(workspaceSlug, item.data.project_id, item.data.id)} replace />;
}
