import { type CreateStateBody, compareStates, projectEndpoints, type State, type UpdateStateBody } from "@hangar/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { stateKeys } from "./state-keys";

/** Also fetched at boot for a project's issues (app/prefetch-route), under the same key. */
export const statesQuery = (slug: string, projectId: string) =>
  queryOptions({
    queryKey: stateKeys.list(slug, projectId),
    queryFn: async ({ signal }) =>
      (await call(projectEndpoints.listStates, { params: { slug, projectId }, signal })).sort(compareStates),
  });

export function useStates(slug: string, projectId: string) {
  return useQuery(statesQuery(slug, projectId));
}

const sorted = (states: State[]) => [...states].sort(compareStates);

export function useCreateState(slug: string, projectId: string) {
  const key = stateKeys.list(slug, projectId);
  return useOptimisticMutation<CreateStateBody & { tempId: string; sequence: number }, State>({
    mutationKey: key,
    mutationFn: ({ tempId: _tempId, sequence: _sequence, ...body }) =>
      call(projectEndpoints.createState, { params: { slug, projectId }, body }),
    edits: ({ tempId, ...body }) => [
      cacheEdit<State[]>(key, (states) =>
        sorted([
          ...states,
          {
            id: tempId,
            project_id: projectId,
            workspace_id: "",
            description: "",
            default: false,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            created_by: null,
            updated_by: null,
            ...body,
          },
        ]),
      ),
    ],
    errorTitle: "Couldn't create the state",
    onSuccess: (created, { tempId }, queryClient) =>
      queryClient.setQueryData<State[]>(key, (states) => states?.map((s) => (s.id === tempId ? created : s))),
  });
}

export function newStateTempId(): string {
  return temporaryId();
}

export function useUpdateState(slug: string, projectId: string, errorTitle: string | false = "Couldn't update the state") {
  const key = stateKeys.list(slug, projectId);
  return useOptimisticMutation<{ id: string; changes: UpdateStateBody }, State>({
    mutationKey: key,
    mutationFn: ({ id, changes }) =>
      call(projectEndpoints.updateState, { params: { slug, projectId, stateId: id }, body: changes }),
    edits: ({ id, changes }) => [
      cacheEdit<State[]>(key, (states) => sorted(states.map((s) => (s.id === id ? { ...s, ...changes } : s)))),
    ],
    errorTitle,
  });
}

/** Spec §4: the Default badge moves at once and moves back if the server refuses. */
export function useMarkDefaultState(slug: string, projectId: string) {
  const key = stateKeys.list(slug, projectId);
  return useOptimisticMutation<{ id: string }, State>({
    mutationKey: key,
    mutationFn: ({ id }) => call(projectEndpoints.markDefaultState, { params: { slug, projectId, stateId: id } }),
    edits: ({ id }) => [cacheEdit<State[]>(key, (states) => states.map((s) => ({ ...s, default: s.id === id })))],
    errorTitle: "Couldn't change the default state",
  });
}

export function useDeleteState(slug: string, projectId: string) {
  const key = stateKeys.list(slug, projectId);
  return useOptimisticMutation<{ id: string }, void>({
    mutationKey: key,
    mutationFn: ({ id }) => call(projectEndpoints.deleteState, { params: { slug, projectId, stateId: id } }),
    edits: ({ id }) => [cacheEdit<State[]>(key, (states) => states.filter((s) => s.id !== id))],
    errorTitle: "Couldn't delete the state",
  });
}
