import type { IssueDetail } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useIssueStore } from "../../issues";
import { workItemPath } from "./detail-keys";

/** Resolves a human key (WEB-12) to its issue, wherever the issue lives in the workspace. */
export function useWorkItem(slug: string, key: string) {
  return useQuery({
    queryKey: ["workspaces", slug, "work-items", key.toUpperCase()],
    queryFn: async ({ signal }) => {
      const issue = await api.get<IssueDetail>(workItemPath(slug, key), undefined, signal);
      useIssueStore.getState().upsertIssues([issue]);
      return issue;
    },
    enabled: Boolean(slug && key),
  });
}
