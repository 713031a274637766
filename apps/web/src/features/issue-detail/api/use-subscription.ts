import type { SubscriptionStatus } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { issuePartKey, issuePartPath } from "./detail-keys";

export function useSubscription(slug: string, projectId: string, issueId: string) {
  return useQuery({
    queryKey: issuePartKey(slug, projectId, issueId, "subscription"),
    queryFn: ({ signal }) =>
      api.get<SubscriptionStatus>(issuePartPath(slug, projectId, issueId, "subscribe/"), undefined, signal),
  });
}

export function useToggleSubscription(slug: string, projectId: string, issueId: string) {
  const key = issuePartKey(slug, projectId, issueId, "subscription");
  const path = issuePartPath(slug, projectId, issueId, "subscribe/");
  return useOptimisticMutation<{ subscribe: boolean }, SubscriptionStatus>({
    mutationKey: key,
    mutationFn: ({ subscribe }) => (subscribe ? api.post<SubscriptionStatus>(path) : api.delete<SubscriptionStatus>(path)),
    edits: ({ subscribe }) => [cacheEdit<SubscriptionStatus>(key, () => ({ subscribed: subscribe }))],
    errorTitle: ({ subscribe }) => (subscribe ? "Couldn't subscribe to the issue" : "Couldn't unsubscribe from the issue"),
  });
}
