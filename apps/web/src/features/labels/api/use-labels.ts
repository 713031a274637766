import { type Label, projectEndpoints, SORT_ORDER_STEP, type UpdateLabelBody } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { siblingsOf, sortOrderAtEnd } from "../lib/label-tree";
import { labelKeys } from "./label-keys";

/** Also fetched at boot for a project's issues (app/prefetch-route), under the same key. */
export const labelsQuery = (slug: string, projectId: string) =>
  queryOptions({
    queryKey: labelKeys.list(slug, projectId),
    queryFn: ({ signal }) => call(projectEndpoints.listLabels, { params: { slug, projectId }, signal }),
  });

export function useLabels(slug: string, projectId: string) {
  return useQuery(labelsQuery(slug, projectId));
}

export type NewLabel = { name: string; color: string; parent: string | null };

export function useCreateLabel(slug: string, projectId: string) {
  const key = labelKeys.list(slug, projectId);
  return useOptimisticMutation<NewLabel & { tempId: string }, Label>({
    mutationKey: key,
    mutationFn: ({ name, color, parent }) =>
      call(projectEndpoints.createLabel, {
        params: { slug, projectId },
        body: parent ? { name, color, parent } : { name, color },
      }),
    edits: ({ tempId, name, color, parent }) => [
      cacheEdit<Label[]>(key, (labels) => [
        ...labels,
        {
          id: tempId,
          name,
          color,
          parent,
          project_id: projectId,
          workspace_id: "",
          description: "",
          sort_order: sortOrderAtEnd(siblingsOf(labels, parent)),
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          created_by: null,
          updated_by: null,
        },
      ]),
    ],
    errorTitle: "Couldn't create the label",
    onSuccess: (created, { tempId }, queryClient) =>
      queryClient.setQueryData<Label[]>(key, (labels) => labels?.map((l) => (l.id === tempId ? created : l))),
  });
}

export function newLabelTempId(): string {
  return temporaryId();
}

/** Edits, reorders (sort_order) and moves (parent, appended to the new siblings unless sort_order is sent). */
export function useUpdateLabel(slug: string, projectId: string, errorTitle = "Couldn't update the label") {
  const key = labelKeys.list(slug, projectId);
  return useOptimisticMutation<{ id: string; changes: UpdateLabelBody }, Label>({
    mutationKey: key,
    mutationFn: ({ id, changes }) =>
      call(projectEndpoints.updateLabel, { params: { slug, projectId, labelId: id }, body: changes }),
    edits: ({ id, changes }) => [
      cacheEdit<Label[]>(key, (labels) => {
        const movedTo = changes.parent === undefined ? undefined : (changes.parent ?? null);
        const sortOrder =
          changes.sort_order ??
          (movedTo !== undefined ? sortOrderAtEnd(siblingsOf(labels, movedTo).filter((l) => l.id !== id)) : undefined);
        return labels.map((label) =>
          label.id === id
            ? {
                ...label,
                ...(changes.name !== undefined && { name: changes.name }),
                ...(changes.color !== undefined && { color: changes.color }),
                ...(changes.description !== undefined && { description: changes.description }),
                ...(movedTo !== undefined && { parent: movedTo }),
                ...(sortOrder !== undefined && { sort_order: sortOrder }),
              }
            : label,
        );
      }),
    ],
    errorTitle,
  });
}

/** The server lifts a deleted label's sub-labels to the top level, after the existing ones. */
export function useDeleteLabel(slug: string, projectId: string) {
  const key = labelKeys.list(slug, projectId);
  return useOptimisticMutation<{ id: string }, void>({
    mutationKey: key,
    mutationFn: ({ id }) => call(projectEndpoints.deleteLabel, { params: { slug, projectId, labelId: id } }),
    edits: ({ id }) => [
      cacheEdit<Label[]>(key, (labels) => {
        const rest = labels.filter((l) => l.id !== id);
        let next = sortOrderAtEnd(siblingsOf(rest, null));
        return rest.map((label) => {
          if (label.parent !== id) return label;
          const promoted = { ...label, parent: null, sort_order: next };
          next += SORT_ORDER_STEP;
          return promoted;
        });
      }),
    ],
    errorTitle: "Couldn't delete the label",
  });
}
