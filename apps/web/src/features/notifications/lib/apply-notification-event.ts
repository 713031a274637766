import type { LiveEvent } from "@hangar/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { notificationKeys } from "../api/notification-keys";
import { belongsTo } from "./inbox-filters";
import { cachedLists, changeEdits, countsDelta, findCached, markReadEdits, shiftCounts } from "./notification-cache";

export type NotificationEvent = Extract<LiveEvent, { entity_type: "notification" }>;

/**
 * A notification event reaches only its receiver (issue 17 item 4). A new one joins the top of every
 * cached list it belongs to and the badge counts it; one changed on another screen moves between the
 * lists as it would here; mark-all-read marks the named ones read. A list whose sub-filters cannot be
 * judged from the notification, and counts that cannot be worked out from the cache, are refetched.
 */
export function applyNotificationToCaches(event: NotificationEvent, slug: string, queryClient: QueryClient) {
  const apply = (edits: { queryKey: readonly unknown[]; update: (current: unknown) => unknown }[]) => {
    for (const edit of edits) queryClient.setQueryData(edit.queryKey, edit.update);
  };
  const { payload } = event;
  if ("marked_read" in payload) {
    apply(markReadEdits(queryClient, slug, new Set(payload.marked_read), payload.read_at));
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(slug) });
    return;
  }
  const next = payload.notification;
  const before = findCached(queryClient, slug, next.id);
  if (event.action === "created" && !before) {
    apply(changeEdits(queryClient, slug, next, next));
    apply([shiftCounts(slug, countsDelta(null, next))]);
  } else if (before) {
    apply(changeEdits(queryClient, slug, before, next));
  } else {
    apply(changeEdits(queryClient, slug, next, next));
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(slug) });
  }
  for (const { queryKey, filters } of cachedLists(queryClient, slug)) {
    if (belongsTo(filters, next) === null) void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}
