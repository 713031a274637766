import { useProjectIssues, useProjectIssuesQuery } from "../../issue-core";

/**
 * The project's live issues for the pickers. They come from the shared issue store the list fills (the
 * server has no issue search yet), so a peek over the list searches them without another request.
 */
export function useProjectIssueOptions(slug: string, projectId: string) {
  const query = useProjectIssuesQuery(slug, projectId);
  const issues = useProjectIssues(projectId);
  return { issues, isPending: query.isPending && issues.length === 0, isError: query.isError };
}
