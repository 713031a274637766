import { type CreateCycleBody, type Cycle, cycleStatus, cycleEndpoints as cycles, type UpdateCycleBody } from "@hangar/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { type ArchivableCache, editEverywhere, useArchiveToggle, useFavoriteToggle } from "../../../lib/use-archivable-mutations";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { issueKeys } from "../../issue-core";
import { newCycle } from "../lib/new-cycle";
import { cycleKeys } from "./cycle-keys";

/** Where cycles are cached: the list, the archived list and each cycle's detail. */
const cycleCache = (slug: string, projectId: string): ArchivableCache => ({
  noun: "cycle",
  mutationKey: cycleKeys.all(slug, projectId),
  list: cycleKeys.list(slug, projectId),
  archived: cycleKeys.archived(slug, projectId),
  detail: (id) => cycleKeys.detail(slug, projectId, id),
  star: { slug, type: "cycle", projectId },
});

/** Edited fields, with the status the new dates give (the server computes it the same way). */
function applyChanges(cycle: Cycle, changes: UpdateCycleBody): Cycle {
  const { owned_by, ...rest } = changes;
  const next: Cycle = { ...cycle, ...rest, ...(owned_by !== undefined && { owned_by_id: owned_by }) } as Cycle;
  return { ...next, status: cycleStatus(next.start_date, next.end_date) };
}

/** Errors are shown in the form (errorTitle false), so the modal awaits `mutateAsync`. */
export function useCreateCycle(slug: string, projectId: string, ownerId: string | null) {
  const key = cycleKeys.list(slug, projectId);
  return useOptimisticMutation<CreateCycleBody & { tempId: string }, Cycle>({
    mutationKey: cycleKeys.all(slug, projectId),
    mutationFn: ({ tempId: _, ...body }) => call(cycles.create, { params: { slug, projectId }, body }),
    edits: ({ tempId, ...body }) => [
      cacheEdit<Cycle[]>(key, (cycles) => [...cycles, newCycle(tempId, projectId, body, ownerId)]),
    ],
    errorTitle: false,
    onSuccess: (created, { tempId }, queryClient) =>
      queryClient.setQueryData<Cycle[]>(key, (cycles) => cycles?.map((c) => (c.id === tempId ? created : c))),
  });
}

export const newCycleTempId = () => temporaryId();

export function useUpdateCycle(slug: string, projectId: string) {
  return useOptimisticMutation<{ id: string; changes: UpdateCycleBody }, Cycle>({
    mutationKey: cycleKeys.all(slug, projectId),
    mutationFn: ({ id, changes }) => call(cycles.update, { params: { slug, projectId, cycleId: id }, body: changes }),
    edits: ({ id, changes }) => editEverywhere<Cycle>(cycleCache(slug, projectId), id, (c) => applyChanges(c, changes)),
    errorTitle: false,
  });
}

export function useDeleteCycle(slug: string, projectId: string) {
  const without = (id: string) => (cycles: Cycle[]) => cycles.filter((c) => c.id !== id);
  return useOptimisticMutation<{ id: string }, void>({
    mutationKey: cycleKeys.all(slug, projectId),
    mutationFn: ({ id }) => call(cycles.delete, { params: { slug, projectId, cycleId: id } }),
    edits: ({ id }) => [
      cacheEdit<Cycle[]>(cycleKeys.list(slug, projectId), without(id)),
      cacheEdit<Cycle[]>(cycleKeys.archived(slug, projectId), without(id)),
    ],
    errorTitle: "Couldn't delete the cycle",
  });
}

/** Archives (`archive: true`) or restores a cycle; the row moves between the list and the archived list. */
export function useArchiveCycle(slug: string, projectId: string) {
  return useArchiveToggle<Cycle>(cycleCache(slug, projectId), (cycle, archive) => {
    const params = { slug, projectId, cycleId: cycle.id };
    return archive ? call(cycles.archive, { params }) : call(cycles.restore, { params });
  });
}

export function useToggleFavoriteCycle(slug: string, projectId: string) {
  return useFavoriteToggle<Cycle>(cycleCache(slug, projectId), (id, favorite) =>
    favorite
      ? call(cycles.favorite, { params: { slug, projectId }, body: { cycle: id } })
      : call(cycles.unfavorite, { params: { slug, projectId, cycleId: id } }),
  );
}

/** After issues move between cycles: every cycle's counts and every issue list of the project change. */
export function refreshAfterIssueMove(queryClient: QueryClient, slug: string, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cycleKeys.all(slug, projectId) }),
    queryClient.invalidateQueries({ queryKey: issueKeys.lists(slug, projectId) }),
  ]);
}

export function useRefreshAfterIssueMove(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  return () => refreshAfterIssueMove(queryClient, slug, projectId);
}
