import {
  type CreateCycleBody,
  type Cycle,
  cycleStatus,
  cycleEndpoints as cycles,
  emptyGroupProgress,
  type UpdateCycleBody,
} from "@hangar/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { type CacheEdit, cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { issueKeys } from "../../issues";
import { cycleKeys } from "./cycle-keys";

type Patch = (cycle: Cycle) => Cycle;

/** The same change to a cycle wherever it is cached: the list, the archived list and its detail. */
function everywhere(slug: string, projectId: string, cycleId: string, patch: Patch): CacheEdit[] {
  const onList = (cycles: Cycle[]) => cycles.map((c) => (c.id === cycleId ? patch(c) : c));
  return [
    cacheEdit<Cycle[]>(cycleKeys.list(slug, projectId), onList),
    cacheEdit<Cycle[]>(cycleKeys.archived(slug, projectId), onList),
    cacheEdit<Cycle>(cycleKeys.detail(slug, projectId, cycleId), patch),
  ];
}

/** Edited fields, with the status the new dates give (the server computes it the same way). */
function applyChanges(cycle: Cycle, changes: UpdateCycleBody): Cycle {
  const { owned_by, ...rest } = changes;
  const next: Cycle = { ...cycle, ...rest, ...(owned_by !== undefined && { owned_by_id: owned_by }) } as Cycle;
  return { ...next, status: cycleStatus(next.start_date, next.end_date) };
}

function newCycle(id: string, projectId: string, body: CreateCycleBody, ownerId: string | null): Cycle {
  const now = new Date().toISOString();
  const start = body.start_date ?? null;
  const end = body.end_date ?? null;
  return {
    id,
    workspace_id: "",
    project_id: projectId,
    name: body.name,
    description: body.description ?? "",
    status: cycleStatus(start, end),
    start_date: start,
    end_date: end,
    owned_by_id: body.owned_by ?? ownerId,
    sort_order: 0,
    archived_at: null,
    is_favorite: false,
    version: 2,
    view_props: {},
    progress_snapshot: null,
    logo_props: {},
    external_source: null,
    external_id: null,
    created_at: now,
    updated_at: now,
    created_by: ownerId,
    updated_by: ownerId,
    ...emptyGroupProgress(),
  };
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
    edits: ({ id, changes }) => everywhere(slug, projectId, id, (c) => applyChanges(c, changes)),
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

/** Archiving moves the row from the list to the archived list (and drops it from favorites). */
export function useArchiveCycle(slug: string, projectId: string) {
  return useOptimisticMutation<{ cycle: Cycle }, { archived_at: string }>({
    mutationKey: cycleKeys.all(slug, projectId),
    mutationFn: ({ cycle }) => call(cycles.archive, { params: { slug, projectId, cycleId: cycle.id } }),
    edits: ({ cycle }) => {
      const archived = { ...cycle, archived_at: new Date().toISOString(), is_favorite: false };
      return [
        cacheEdit<Cycle[]>(cycleKeys.list(slug, projectId), (cycles) => cycles.filter((c) => c.id !== cycle.id)),
        cacheEdit<Cycle[]>(cycleKeys.archived(slug, projectId), (cycles) => [archived, ...cycles]),
        cacheEdit<Cycle>(cycleKeys.detail(slug, projectId, cycle.id), () => archived),
      ];
    },
    errorTitle: "Couldn't archive the cycle",
  });
}

export function useRestoreCycle(slug: string, projectId: string) {
  return useOptimisticMutation<{ cycle: Cycle }, void>({
    mutationKey: cycleKeys.all(slug, projectId),
    mutationFn: ({ cycle }) => call(cycles.restore, { params: { slug, projectId, cycleId: cycle.id } }),
    edits: ({ cycle }) => {
      const restored = { ...cycle, archived_at: null };
      return [
        cacheEdit<Cycle[]>(cycleKeys.archived(slug, projectId), (cycles) => cycles.filter((c) => c.id !== cycle.id)),
        cacheEdit<Cycle[]>(cycleKeys.list(slug, projectId), (cycles) => [...cycles, restored]),
        cacheEdit<Cycle>(cycleKeys.detail(slug, projectId, cycle.id), () => restored),
      ];
    },
    errorTitle: "Couldn't restore the cycle",
  });
}

export function useToggleFavoriteCycle(slug: string, projectId: string) {
  return useOptimisticMutation<{ id: string; favorite: boolean }, unknown>({
    mutationKey: cycleKeys.all(slug, projectId),
    mutationFn: ({ id, favorite }) =>
      favorite
        ? call(cycles.favorite, { params: { slug, projectId }, body: { cycle: id } })
        : call(cycles.unfavorite, { params: { slug, projectId, cycleId: id } }),
    edits: ({ id, favorite }) => everywhere(slug, projectId, id, (c) => ({ ...c, is_favorite: favorite })),
    errorTitle: ({ favorite }) => (favorite ? "Couldn't add the cycle to favorites" : "Couldn't remove the cycle from favorites"),
  });
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
