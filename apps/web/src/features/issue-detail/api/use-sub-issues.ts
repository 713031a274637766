import { type Issue, type IssueSearchHit, issueEndpoints, type SubIssuesResponse } from "@hangar/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { call } from "../../../lib/api";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { blankIssue, issueKeys, useIssueStore, useUpdateIssue } from "../../issue-core";
import { issuePartKey } from "./detail-keys";

/** A picked issue as a sub-issue row until the server answers: the store's full copy when it has one. */
function asIssue(hit: IssueSearchHit): Issue {
  const { id, name, sequence_id, project_id, state_id, priority, is_epic } = hit;
  return (
    useIssueStore.getState().issuesById[id] ?? blankIssue({ id, name, sequence_id, project_id, state_id, priority, is_epic })
  );
}

export function useSubIssues(slug: string, projectId: string, issueId: string) {
  return useQuery({
    queryKey: issuePartKey(slug, projectId, issueId, "sub-issues"),
    queryFn: async ({ signal }) => {
      const data = await call(issueEndpoints.listSubIssues, { params: { slug, projectId, issueId }, signal });
      // Children edited elsewhere (their own peek, a live event) then show their latest values here.
      useIssueStore.getState().upsertIssues(data.sub_issues);
      return data;
    },
  });
}

export function useSubIssueMutations(slug: string, projectId: string, issueId: string) {
  const key = useMemo(() => issuePartKey(slug, projectId, issueId, "sub-issues"), [slug, projectId, issueId]);
  const queryClient = useQueryClient();
  const { updateIssue } = useUpdateIssue(slug, projectId);

  const afterChange = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: issueKeys.lists(slug, projectId) });
    void queryClient.invalidateQueries({ queryKey: issueKeys.issue(slug, projectId, issueId), exact: true });
  }, [queryClient, slug, projectId, issueId]);

  const create = useOptimisticMutation<{ name: string; tempId: string }, Issue>({
    mutationKey: key,
    mutationFn: ({ name }) => call(issueEndpoints.create, { params: { slug, projectId }, body: { name, parent_id: issueId } }),
    edits: ({ name, tempId }) => [
      cacheEdit<SubIssuesResponse>(key, (data) => ({
        ...data,
        sub_issues: [...data.sub_issues, blankIssue({ id: tempId, name, parent_id: issueId, project_id: projectId })],
      })),
    ],
    errorTitle: "Couldn't create the sub-issue",
    onSuccess: (created, { tempId }, client) => {
      useIssueStore.getState().upsertIssues([created]);
      client.setQueryData<SubIssuesResponse>(key, (data) =>
        data ? { ...data, sub_issues: data.sub_issues.map((i) => (i.id === tempId ? created : i)) } : data,
      );
      afterChange();
    },
  });

  const addExisting = useOptimisticMutation<{ issues: IssueSearchHit[] }, SubIssuesResponse>({
    mutationKey: key,
    mutationFn: ({ issues }) =>
      call(issueEndpoints.addSubIssues, {
        params: { slug, projectId, issueId },
        body: { sub_issue_ids: issues.map((i) => i.id) },
      }),
    edits: ({ issues }) => [
      cacheEdit<SubIssuesResponse>(key, (data) => ({
        ...data,
        sub_issues: [
          ...data.sub_issues,
          ...issues
            .filter((i) => !data.sub_issues.some((s) => s.id === i.id))
            .map((i) => ({ ...asIssue(i), parent_id: issueId })),
        ],
      })),
    ],
    errorTitle: "Couldn't add the sub-issues",
    onSuccess: (data, _vars, client) => {
      useIssueStore.getState().upsertIssues(data.sub_issues);
      client.setQueryData(key, data);
      afterChange();
    },
  });

  /** Goes through useUpdateIssue so every list sees the child lose its parent, and rolls the widget back too. */
  const removeParent = useCallback(
    async (childId: string) => {
      const before = queryClient.getQueryData<SubIssuesResponse>(key);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<SubIssuesResponse>(key, (data) =>
        data ? { ...data, sub_issues: data.sub_issues.filter((i) => i.id !== childId) } : data,
      );
      try {
        await updateIssue(childId, { parent_id: null });
        afterChange();
      } catch {
        queryClient.setQueryData(key, before);
      } finally {
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
    [queryClient, key, updateIssue, afterChange],
  );

  return { create, addExisting, removeParent, newTempId: temporaryId };
}
