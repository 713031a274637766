import {
  notificationEndpoints as endpoints,
  type NotificationPreferenceKey,
  type NotificationPreferences,
} from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { accountKeys } from "./account-keys";

export function useNotificationPreferences() {
  return useQuery({
    queryKey: accountKeys.notificationPreferences,
    queryFn: ({ signal }) => call(endpoints.preferences, { signal }),
  });
}

type Change = { key: NotificationPreferenceKey; value: boolean };

/** One switch at a time, shown at once and put back if the server refuses (DESIGN §7). */
export function useUpdateNotificationPreference() {
  return useOptimisticMutation<Change, NotificationPreferences>({
    mutationKey: [...accountKeys.notificationPreferences, "update"],
    mutationFn: ({ key, value }) => call(endpoints.updatePreferences, { body: { [key]: value } }),
    edits: ({ key, value }) => [
      cacheEdit<NotificationPreferences>(accountKeys.notificationPreferences, (prefs) => ({ ...prefs, [key]: value })),
    ],
    errorTitle: "Couldn't save your email preference",
  });
}
