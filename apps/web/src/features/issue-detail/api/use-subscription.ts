import { issueExtraEndpoints as extras, type SubscriptionStatus } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { issuePartKey } from "./detail-keys";

export function useSubscription(slug: string, projectId: string, issueId: string) {
  return useQuery({
    queryKey: issuePartKey(slug, projectId, issueId, "subscription"),
    queryFn: ({ signal }) => call(extras.getSubscription, { params: { slug, projectId, issueId }, signal }),
  });
}

export function useToggleSubscription(slug: string, projectId: string, issueId: string) {
  const key = issuePartKey(slug, projectId, issueId, "subscription");
  const params = { slug, projectId, issueId };
  return useOptimisticMutation<{ subscribe: boolean }, SubscriptionStatus>({
    mutationKey: key,
    mutationFn: ({ subscribe }) => call(subscribe ? extras.subscribe : extras.unsubscribe, { params }),
    edits: ({ subscribe }) => [cacheEdit<SubscriptionStatus>(key, () => ({ subscribed: subscribe }))],
    errorTitle: ({ subscribe }) => (subscribe ? "Couldn't subscribe to the issue" : "Couldn't unsubscribe from the issue"),
  });
}
