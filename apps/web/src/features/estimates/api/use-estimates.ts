import type { CreateEstimateBody, Estimate, EstimatePoint } from "@hangar/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, rowsOf } from "../../../lib/api";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import type { PointStep } from "../lib/estimate-rules";
import { estimateKeys, estimatePath, estimatesPath, pointPath } from "./estimate-keys";

export function useEstimates(slug: string, projectId: string) {
  return useQuery({
    queryKey: estimateKeys.list(slug, projectId),
    enabled: Boolean(slug && projectId),
    queryFn: async ({ signal }) =>
      rowsOf(await api.get<Estimate[] | { results: Estimate[] }>(estimatesPath(slug, projectId), undefined, signal)),
  });
}

/** Only one estimate is active: making one active archives the rest (the server does the same). */
const activate = (estimates: Estimate[], id: string) => estimates.map((e) => ({ ...e, last_used: e.id === id }));

/** Create and switch both post a new estimate, which becomes the active one. */
export function useCreateEstimate(slug: string, projectId: string) {
  const key = estimateKeys.list(slug, projectId);
  return useOptimisticMutation<{ body: CreateEstimateBody; tempId: string }, Estimate>({
    mutationKey: key,
    mutationFn: ({ body }) => api.post<Estimate>(estimatesPath(slug, projectId), body),
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
    mutationFn: ({ id }) => api.patch<Estimate>(estimatePath(slug, projectId, id), { last_used: true }),
    edits: ({ id }) => [cacheEdit<Estimate[]>(key, (estimates) => activate(estimates, id))],
    errorTitle: "Couldn't switch the estimate",
  });
}

export function useDeleteEstimate(slug: string, projectId: string) {
  const key = estimateKeys.list(slug, projectId);
  return useOptimisticMutation<{ id: string }, void>({
    mutationKey: key,
    mutationFn: ({ id }) => api.delete(estimatePath(slug, projectId, id)),
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
      for (const { pointId, value } of changes) await api.patch<EstimatePoint>(pointPath(slug, projectId, pointId), { value });
      for (const step of steps) {
        if (step.kind === "add") {
          await api.post<EstimatePoint>(`${estimatePath(slug, projectId, estimateId)}estimate-points/`, { value: step.value });
        } else {
          await api.delete(`${estimatePath(slug, projectId, estimateId)}estimate-points/${encodeURIComponent(step.pointId)}/`);
        }
      }
    },
    onSuccess: () => toast.success("Estimate points saved"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: estimateKeys.list(slug, projectId), exact: true }),
  });
}
