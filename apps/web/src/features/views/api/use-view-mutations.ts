import { type CreateViewBody, type IssueView, type UpdateViewBody, VIEW_ACCESS, type ViewAccess } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { type ArchivableCache, editEverywhere, useArchiveToggle, useFavoriteToggle } from "../../../lib/use-archivable-mutations";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { viewApi } from "./view-api";
import { type ViewPlace, viewKeys } from "./view-keys";

/** The view as the server will store these changes (settings merge key by key, like user properties). */
export function withChanges(view: IssueView, changes: UpdateViewBody): IssueView {
  const { filters, display_filters, display_properties, ...plain } = changes;
  return {
    ...view,
    ...plain,
    filters: filters ? { ...view.filters, ...filters } : view.filters,
    display_filters: display_filters
      ? {
          ...view.display_filters,
          ...display_filters,
          calendar: { ...view.display_filters.calendar, ...display_filters.calendar },
        }
      : view.display_filters,
    display_properties: display_properties ? { ...view.display_properties, ...display_properties } : view.display_properties,
  };
}

/** Where a place's views are cached: its list, its archived list and each view's own entry. */
const viewCache = (place: ViewPlace): ArchivableCache => ({
  noun: "view",
  mutationKey: viewKeys.list(place),
  list: viewKeys.list(place),
  archived: viewKeys.archived(place),
  detail: (id) => viewKeys.view(place, id),
  star: { slug: place.slug, type: "view", projectId: place.projectId },
});

function updateErrorTitle({ changes }: { changes: UpdateViewBody }): string {
  if (changes.is_locked !== undefined) return changes.is_locked ? "Couldn't lock the view" : "Couldn't unlock the view";
  if (changes.access !== undefined) return "Couldn't change who can see the view";
  return "Couldn't update the view";
}

/**
 * Spec §4: edits, lock and unlock, and access changes show at once and roll back with a toast if the
 * server refuses (a locked view refuses new settings; only the owner or an admin may change a view).
 */
export function useUpdateView(place: ViewPlace) {
  return useOptimisticMutation<{ id: string; changes: UpdateViewBody }, IssueView>({
    mutationKey: viewKeys.list(place),
    mutationFn: ({ id, changes }) => viewApi.update(place, id, changes),
    edits: ({ id, changes }) => editEverywhere<IssueView>(viewCache(place), id, (view) => withChanges(view, changes)),
    errorTitle: updateErrorTitle,
    onSuccess: (saved, { id }, queryClient) => queryClient.setQueryData(viewKeys.view(place, id), saved),
  });
}

export function useToggleFavoriteView(place: ViewPlace) {
  return useFavoriteToggle<IssueView>(viewCache(place), (id, favorite) => viewApi.favorite(place, id, favorite));
}

const byOrder = (a: IssueView, b: IssueView) => a.sort_order - b.sort_order;

/** Archives (`archive: true`) or restores a view; archived views leave the list (and favorites) at once. */
export function useArchiveView(place: ViewPlace) {
  return useArchiveToggle<IssueView>(
    viewCache(place),
    (view, archive) => (archive ? viewApi.archive(place, view.id) : viewApi.restore(place, view.id)),
    byOrder,
  );
}

export function useDeleteView(place: ViewPlace) {
  return useOptimisticMutation<{ id: string }, unknown>({
    mutationKey: viewKeys.list(place),
    mutationFn: ({ id }) => viewApi.delete(place, id),
    edits: ({ id }) => {
      const without = (rows: IssueView[]) => rows.filter((v) => v.id !== id);
      return [cacheEdit<IssueView[]>(viewKeys.list(place), without), cacheEdit<IssueView[]>(viewKeys.archived(place), without)];
    },
    errorTitle: "Couldn't delete the view",
    onSuccess: (_result, { id }, queryClient) => queryClient.removeQueries({ queryKey: viewKeys.view(place, id), exact: true }),
  });
}

export type NewView = Omit<CreateViewBody, "access"> & { access: ViewAccess };

/**
 * Creates a view. Spec §4: a private access choice is applied by a second call after the create; if that
 * call fails the view exists (public) and the user is told so.
 */
export function useCreateView(place: ViewPlace) {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ access, ...body }: NewView): Promise<IssueView> => {
      let view = await viewApi.create(place, body);
      if (access === VIEW_ACCESS.PRIVATE) {
        try {
          view = await viewApi.update(place, view.id, { access });
        } catch (error) {
          toast.error("The view was created, but couldn't be made private", { description: errorMessage(error) });
        }
      }
      queryClient.setQueryData<IssueView[]>(viewKeys.list(place), (rows) =>
        rows ? [...rows.filter((v) => v.id !== view.id), view].sort(byOrder) : rows,
      );
      queryClient.setQueryData(viewKeys.view(place, view.id), view);
      void queryClient.invalidateQueries({ queryKey: viewKeys.list(place), exact: true });
      return view;
    },
    [queryClient, place],
  );
}
