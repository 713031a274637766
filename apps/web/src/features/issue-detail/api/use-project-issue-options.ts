import type { Issue, IssuePage } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { issueKeys, issuesPath } from "../../issues/api/issue-keys";

/**
 * The server has no issue search yet, so pickers load the project's recent issues once and filter them
 * in the browser; a thousand rows is a few hundred kilobytes and makes typing instant.
 */
const PICKER_PARAMS = { per_page: 1000, order_by: "-created_at" } as const;

export function useProjectIssueOptions(slug: string, projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: issueKeys.list(slug, projectId, { ...PICKER_PARAMS, purpose: "picker" }),
    queryFn: async ({ signal }) => (await api.get<IssuePage>(issuesPath(slug, projectId), PICKER_PARAMS, signal)).results,
    enabled,
    staleTime: 30_000,
  });
}

/** Matches the name or the key ("WEB-12", or just "12"). */
export function matchesIssue(issue: Issue, identifier: string, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return issue.name.toLowerCase().includes(q) || `${identifier}-${issue.sequence_id}`.toLowerCase().includes(q);
}
