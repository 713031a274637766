import type { QueryClient } from "@tanstack/react-query";
import { notificationKeys } from "../api/notification-keys";
import type { NotificationEvent } from "./apply-notification-event";

/**
 * The live handler's entry, kept tiny because it loads with the shell (scripts/check-bundle-size.mjs):
 * with no inbox list cached, only the badge needs the news and it asks the server for its counts; once
 * the inbox has been opened its code is loaded, and the event patches the lists and counts in place.
 */
export function applyNotificationEvent(event: NotificationEvent, slug: string, queryClient: QueryClient) {
  const inboxOpened = queryClient.getQueryCache().findAll({ queryKey: notificationKeys.lists(slug) }).length > 0;
  if (!inboxOpened) {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(slug) });
    return;
  }
  void import("../pages").then((inbox) => inbox.applyNotificationToCaches(event, slug, queryClient));
}
