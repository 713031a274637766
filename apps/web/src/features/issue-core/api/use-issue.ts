import { ISSUE_EXPANDS, type IssueDetail, issueEndpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { call } from "../../../lib/api";
import { useIssueFromStore, useIssueStore } from "../store/issue-store";
import { issueKeys } from "./issue-keys";
import { withoutPendingFields } from "./use-update-issue";

/**
 * One issue with its expands. The query feeds the normalized store and the answer is overlaid with the
 * store's copy, so optimistic patches and live events show here without a refetch.
 */
export function useIssue(slug: string, projectId: string, issueId: string) {
  const query = useQuery({
    queryKey: issueKeys.issue(slug, projectId, issueId),
    enabled: Boolean(slug && projectId && issueId),
    queryFn: async ({ signal }) => {
      const detail = await call(issueEndpoints.get, {
        params: { slug, projectId, issueId },
        query: { expand: ISSUE_EXPANDS.join(",") },
        signal,
      });
      // A save still in flight wins over this older copy (e.g. a refetch triggered by our own event).
      useIssueStore.getState().upsertIssues([withoutPendingFields(detail)]);
      return detail;
    },
  });
  const stored = useIssueFromStore(issueId);
  const data = useMemo<IssueDetail | undefined>(
    () => (query.data ? ({ ...query.data, ...stored } as IssueDetail) : undefined),
    [query.data, stored],
  );
  return { ...query, data };
}
