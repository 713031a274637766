import { type CreateLinkBody, issueExtraEndpoints as extras, type IssueLink, type UpdateLinkBody } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { issuePartKey } from "./detail-keys";

export function useIssueLinks(slug: string, projectId: string, issueId: string) {
  return useQuery({
    queryKey: issuePartKey(slug, projectId, issueId, "links"),
    queryFn: ({ signal }) => call(extras.listLinks, { params: { slug, projectId, issueId }, signal }),
  });
}

function draftLink(body: CreateLinkBody, id: string, issueId: string, projectId: string): IssueLink {
  const now = new Date().toISOString();
  return {
    id,
    url: body.url,
    title: body.title ?? null,
    metadata: {},
    issue: issueId,
    project: projectId,
    workspace: "",
    created_at: now,
    updated_at: now,
    created_by: null,
    updated_by: null,
    created_by_detail: null,
  };
}

/** The form shows a refused URL inline, so creating and editing leave the error to the caller. */
export function useIssueLinkMutations(slug: string, projectId: string, issueId: string) {
  const key = issuePartKey(slug, projectId, issueId, "links");
  const params = { slug, projectId, issueId };

  const create = useOptimisticMutation<CreateLinkBody & { tempId: string }, IssueLink>({
    mutationKey: key,
    mutationFn: ({ tempId: _tempId, ...body }) => call(extras.createLink, { params, body }),
    edits: ({ tempId, ...body }) => [
      cacheEdit<IssueLink[]>(key, (links) => [...links, draftLink(body, tempId, issueId, projectId)]),
    ],
    errorTitle: false,
    onSuccess: (created, { tempId }, queryClient) =>
      queryClient.setQueryData<IssueLink[]>(key, (links) => links?.map((link) => (link.id === tempId ? created : link))),
  });

  const update = useOptimisticMutation<{ id: string; changes: UpdateLinkBody }, IssueLink>({
    mutationKey: key,
    mutationFn: ({ id, changes }) => call(extras.updateLink, { params: { ...params, linkId: id }, body: changes }),
    edits: ({ id, changes }) => [
      cacheEdit<IssueLink[]>(key, (links) => links.map((link) => (link.id === id ? { ...link, ...changes } : link))),
    ],
    errorTitle: false,
  });

  const remove = useOptimisticMutation<{ id: string }, void>({
    mutationKey: key,
    mutationFn: ({ id }) => call(extras.deleteLink, { params: { ...params, linkId: id } }),
    edits: ({ id }) => [cacheEdit<IssueLink[]>(key, (links) => links.filter((link) => link.id !== id))],
    errorTitle: "Couldn't remove the link",
  });

  return { create, update, remove, newTempId: temporaryId };
}
