import { type CreateEstimateBody, type Estimate, projectEndpoints } from "@hangar/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import type { PointStep } from "../lib/estimate-rules";
import { estimateKeys } from "./estimate-keys";

/** The project's estimates, under the key the issue screens and the cycle charts read too. */
export const estimatesQuery = (slug: string, projectId: string) =>
  queryOptions({
    queryKey: estimateKeys.list(slug, projectId),
    enabled: Boolean(slug && projectId),
    queryFn: ({ signal }) => call(projectEndpoints.listEstimates, { params: { slug, projectId }, signal }),
  });

export function useEstimates(slug: string, projectId: string) {
  return useQuery(estimatesQuery(slug, projectId));
}

/** Only one estimate is active: making one active archives the rest (the server does the same). */
const activate = (estimates: Estimate[], id: string) => estimates.map((e) => ({ ...e, last_used: e.id === id }));

/** Create and switch both post a new estimate, which becomes the active one. */
export function useCreateEstimate(slug: string, projectId: string) {
  const key = estimateKeys.list(slug, projectId);
  return useOptimisticMutation<{ body: CreateEstimateBody; tempId: string }, Estimate>({
    mutationKey: key,
    mutationFn: ({ body }) => call(projectEndpoints.createEstimate, { params: { slug, projectId }, body }),
    edits: ({ body, tempId }) => [
      cacheEdit<Estimate[]>(key, (estimates) => {
        const now = new Date().toISOString();
        const created: Estimate = {
          id: tempId,
          name: body.estimate.name,
          description: body.estimate.description ?? "",
          type: body.estimate.type,
          workspace: "",
          project: projectId,
          last_used: true,
          created_at: now,
          updated_at: now,
          created_by: null,
          updated_by: null,
          points: body.estimate_points.map((p, i) => ({
            id: `${tempId}-${i}`,
            key: p.key ?? i + 1,
            value: p.value,
            description: p.description ?? "",
            workspace: "",
            project: projectId,
            estimate: tempId,
            created_at: now,
            updated_at: now,
          })),
        };
        return activate([...estimates, created], tempId);
      }),
    ],
    // The editor shows the server's message itself.
    errorTitle: false,
    onSuccess: (created, { tempId }, queryClient) =>
      queryClient.setQueryData<Estimate[]>(key, (estimates) => estimates?.map((e) => (e.id === tempId ? created : e))),
  });
}

export function newEstimateTempId() {
  return temporaryId();
}

/** Brings an archived estimate back as the active one. */
export function useActivateEstimate(slug: string, projectId: string) {
  const key = estimateKeys.list(slug, projectId);
  return useOptimisticMutation<{ id: string }, Estimate>({
    mutationKey: key,
    mutationFn: ({ id }) =>
      call(projectEndpoints.updateEstimate, { params: { slug, projectId, estimateId: id }, body: { last_used: true } }),
    edits: ({ id }) => [cacheEdit<Estimate[]>(key, (estimates) => activate(estimates, id))],
    errorTitle: "Couldn't switch the estimate",
  });
}

export function useDeleteEstimate(slug: string, projectId: string) {
  const key = estimateKeys.list(slug, projectId);
  return useOptimisticMutation<{ id: string }, void>({
    mutationKey: key,
    mutationFn: ({ id }) => call(projectEndpoints.deleteEstimate, { params: { slug, projectId, estimateId: id } }),
    edits: ({ id }) => [cacheEdit<Estimate[]>(key, (estimates) => estimates.filter((e) => e.id !== id))],
    errorTitle: "Error deleting estimate",
  });
}

export type PointEdits = { estimateId: string; changes: { pointId: string; value: string }[]; steps: PointStep[] };

/**
 * Saves an edited set of points, one call per change (value edits through the short `estimate-points/`
 * route), stopping at the first refusal. Whatever happened, the list is refetched so it shows what the
 * server kept.
 */
export function useSaveEstimatePoints(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, PointEdits>({
    mutationKey: estimateKeys.list(slug, projectId),
    mutationFn: async ({ estimateId, changes, steps }) => {
      for (const { pointId, value } of changes) {
        await call(projectEndpoints.updatePoint, { params: { slug, projectId, pointId }, body: { value } });
      }
      for (const step of steps) {
        if (step.kind === "add") {
          await call(projectEndpoints.createEstimatePoint, {
            params: { slug, projectId, estimateId },
            body: { value: step.value },
          });
        } else {
          const params = { slug, projectId, estimateId, pointId: step.pointId };
          await call(projectEndpoints.deleteEstimatePoint, { params });
        }
      }
    },
    onSuccess: () => toast.success("Estimate points saved"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: estimateKeys.list(slug, projectId), exact: true }),
  });
}
