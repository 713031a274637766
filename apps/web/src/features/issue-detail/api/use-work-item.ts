import { issueEndpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { useIssueStore } from "../../issue-core";
import { workItemKey } from "./detail-keys";

/** Resolves a human key (WEB-12) to its issue, wherever the issue lives in the workspace. */
export function useWorkItem(slug: string, key: string) {
  return useQuery({
    queryKey: workItemKey(slug, key),
    queryFn: async ({ signal }) => {
      const issue = await call(issueEndpoints.getByKey, { params: { slug, key }, signal });
      useIssueStore.getState().upsertIssues([issue]);
      return issue;
    },
    enabled: Boolean(slug && key),
  });
}
