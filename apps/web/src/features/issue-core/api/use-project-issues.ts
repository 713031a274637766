import { flatIssuePage, type Issue, issueEndpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { useIssueStore } from "../store/issue-store";
import { issueKeys } from "./issue-keys";
import { withoutPendingFields } from "./use-update-issue";

/** Big pages keep a 10k-issue project to a handful of requests. */
export const ISSUE_PAGE_SIZE = 1000;
const params = { per_page: ISSUE_PAGE_SIZE, order_by: "sort_order" } as const;

async function fetchAllIssues(slug: string, projectId: string, signal: AbortSignal): Promise<Issue[]> {
  const all: Issue[] = [];
  let cursor: string | undefined = `${ISSUE_PAGE_SIZE}:0:0`;
  while (cursor) {
    const page = flatIssuePage(
      await call(issueEndpoints.list, { params: { slug, projectId }, query: { ...params, cursor }, signal }),
    );
    all.push(...page.results);
    cursor = page.next_page_results && page.next_cursor !== cursor ? page.next_cursor : undefined;
  }
  return all;
}

/**
 * Loads every live issue of the project into the store and answers with their ids. Issues the store
 * still holds but the server no longer lists (deleted or archived while this tab was away) are dropped.
 */
export function useProjectIssuesQuery(slug: string, projectId: string, enabled = true) {
  return useQuery({
    queryKey: issueKeys.list(slug, projectId, params),
    enabled: enabled && Boolean(slug && projectId),
    // Live events keep the store current; a refetch of thousands of rows is only worth it now and then.
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const issues = await fetchAllIssues(slug, projectId, signal);
      const listed = new Set(issues.map((i) => i.id));
      const store = useIssueStore.getState();
      for (const issue of Object.values(store.issuesById)) {
        const live = !issue.archived_at && !issue.is_draft;
        if (issue.project_id === projectId && live && !listed.has(issue.id) && !isTemporaryId(issue.id)) {
          store.removeIssue(issue.id);
        }
      }
      store.upsertIssues(issues.map(withoutPendingFields));
      return issues.map((i) => i.id);
    },
  });
}
