import {
  issueExtraEndpoints as extras,
  type IssueRelations,
  type IssueSearchHit,
  type RelatedIssue,
  type RelationType,
} from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { issuePartKey } from "./detail-keys";

export function useIssueRelations(slug: string, projectId: string, issueId: string) {
  return useQuery({
    queryKey: issuePartKey(slug, projectId, issueId, "relations"),
    queryFn: ({ signal }) => call(extras.listRelations, { params: { slug, projectId, issueId }, signal }),
  });
}

export type AddRelationVars = { relationType: RelationType; issues: IssueSearchHit[]; projectIdentifier: string };

function asRelated(issue: IssueSearchHit, relationType: RelationType, projectIdentifier: string): RelatedIssue {
  return {
    id: issue.id,
    name: issue.name,
    sequence_id: issue.sequence_id,
    project_id: issue.project_id,
    project_identifier: projectIdentifier,
    state_id: issue.state_id,
    priority: issue.priority,
    relation_type: relationType,
  };
}

export function useIssueRelationMutations(slug: string, projectId: string, issueId: string) {
  const key = issuePartKey(slug, projectId, issueId, "relations");
  const params = { slug, projectId, issueId };

  const add = useOptimisticMutation<AddRelationVars, IssueRelations>({
    mutationKey: key,
    mutationFn: ({ relationType, issues }) =>
      call(extras.createRelations, {
        params,
        body: { relation_type: relationType, issues: issues.map((issue) => issue.id) },
      }),
    edits: ({ relationType, issues, projectIdentifier }) => [
      cacheEdit<IssueRelations>(key, (relations) => {
        const current = relations[relationType] ?? [];
        const added = issues.filter((issue) => !current.some((r) => r.id === issue.id));
        return { ...relations, [relationType]: [...current, ...added.map((i) => asRelated(i, relationType, projectIdentifier))] };
      }),
    ],
    errorTitle: "Couldn't add the relation",
    onSuccess: (relations, _vars, queryClient) => queryClient.setQueryData(key, relations),
  });

  const remove = useOptimisticMutation<{ relationType: RelationType; relatedIssue: string }, void>({
    mutationKey: key,
    mutationFn: ({ relationType, relatedIssue }) =>
      call(extras.removeRelation, { params, body: { relation_type: relationType, related_issue: relatedIssue } }),
    edits: ({ relationType, relatedIssue }) => [
      cacheEdit<IssueRelations>(key, (relations) => ({
        ...relations,
        [relationType]: (relations[relationType] ?? []).filter((r) => r.id !== relatedIssue),
      })),
    ],
    errorTitle: "Couldn't remove the relation",
  });

  return { add, remove };
}
