import { FileX } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { useWorkItem } from "../api/use-work-item";
import { issuePagePath } from "../lib/issue-link";

/** Route component for /:workspaceSlug/browse/:issueKey — shared links name the issue by its key. */
export function IssueKeyRedirect() {
  const { workspaceSlug = "", issueKey = "" } = useParams();
  const item = useWorkItem(workspaceSlug, issueKey);
  if (item.isPending) return <PageSpinner label={`Opening ${issueKey}`} />;
  if (item.isError) {
    return (
      <EmptyState
        icon={FileX}
        title={`${issueKey} not found`}
        description={errorMessage(item.error, "This issue doesn't exist or you can't see it.")}
        action={
          <Link to={`/${workspaceSlug}/projects`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Back to projects
          </Link>
        }
      />
    );
  }
  return <Navigate to={issuePagePath(workspaceSlug, item.data.project_id, item.data.id)} replace />;
}
