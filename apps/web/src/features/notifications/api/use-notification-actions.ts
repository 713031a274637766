import { type Notification, notificationEndpoints, type UnreadCounts } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { type InboxFilters, markAllReadFilters } from "../lib/inbox-filters";
import {
  changeEdits,
  countsDelta,
  listedRows,
  markReadEdits,
  type NotificationPages,
  shiftCounts,
} from "../lib/notification-cache";
import { notificationKeys } from "./notification-keys";

export type NotificationAction =
  | { kind: "read" }
  | { kind: "unread" }
  | { kind: "archive" }
  | { kind: "unarchive" }
  | { kind: "snooze"; until: string }
  | { kind: "unsnooze" };

type ActionVars = { notification: Notification; action: NotificationAction };

/** What the notification looks like once the action is done, before the server says so. */
function applied({ notification: n, action }: ActionVars): Notification {
  const now = new Date().toISOString();
  switch (action.kind) {
    case "read":
      return { ...n, read_at: n.read_at ?? now };
    case "unread":
      return { ...n, read_at: null };
    case "archive":
      return { ...n, archived_at: now };
    case "unarchive":
      return { ...n, archived_at: null };
    case "snooze":
      return { ...n, snoozed_till: action.until };
    case "unsnooze":
      return { ...n, snoozed_till: null };
  }
}

function send(slug: string, { notification, action }: ActionVars): Promise<Notification> {
  const params = { slug, id: notification.id };
  switch (action.kind) {
    case "read":
      return call(notificationEndpoints.markRead, { params });
    case "unread":
      return call(notificationEndpoints.markUnread, { params });
    case "archive":
      return call(notificationEndpoints.archive, { params });
    case "unarchive":
      return call(notificationEndpoints.unarchive, { params });
    case "snooze":
      return call(notificationEndpoints.update, { params, body: { snoozed_till: action.until } });
    case "unsnooze":
      return call(notificationEndpoints.update, { params, body: { snoozed_till: null } });
  }
}

const FAILURE: Record<NotificationAction["kind"], string> = {
  read: "Couldn't mark the notification as read",
  unread: "Couldn't mark the notification as unread",
  archive: "Couldn't archive the notification",
  unarchive: "Couldn't unarchive the notification",
  snooze: "Couldn't snooze the notification",
  unsnooze: "Couldn't unsnooze the notification",
};

/**
 * Spec §4 and §8: read/unread, archive/unarchive, snooze/unsnooze, each applied to every cached list and
 * the counts at once, rolled back with a toast when the server refuses.
 */
export function useNotificationAction(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<ActionVars, Notification>({
    mutationKey: notificationKeys.all(slug),
    mutationFn: (vars) => send(slug, vars),
    edits: (vars) => changeEdits(queryClient, slug, vars.notification, applied(vars)),
    errorTitle: ({ action }) => FAILURE[action.kind],
    onSuccess: (saved, vars) => {
      for (const edit of changeEdits(queryClient, slug, applied(vars), saved))
        queryClient.setQueryData(edit.queryKey, edit.update);
    },
  });
}

/**
 * Marks read everything the inbox shows under these filters (spec §4: on the plain inbox the count goes
 * to 0). Rows loaded anywhere
 * turn read at once; the counts drop by the list's unread rows, or to 0 on the plain inbox.
 */
export function useMarkAllRead(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ filters: InboxFilters }, void>({
    mutationKey: notificationKeys.all(slug),
    mutationFn: ({ filters }) => call(notificationEndpoints.markAllRead, { params: { slug }, body: markAllReadFilters(filters) }),
    edits: ({ filters }) => {
      const rows = listedRows(queryClient.getQueryData<NotificationPages>(notificationKeys.list(slug, filters)));
      const unread = rows.filter((n) => !n.read_at);
      const readAt = new Date().toISOString();
      const plainInbox = filters.view === "inbox" && filters.types.length === 0;
      const delta = unread.reduce(
        (sum, n) => {
          const step = countsDelta(n, { ...n, read_at: readAt });
          return {
            total_unread_notifications_count: sum.total_unread_notifications_count + step.total_unread_notifications_count,
            mention_unread_notifications_count: sum.mention_unread_notifications_count + step.mention_unread_notifications_count,
          };
        },
        { total_unread_notifications_count: 0, mention_unread_notifications_count: 0 },
      );
      const counts = plainInbox
        ? cacheEdit<UnreadCounts>(notificationKeys.unread(slug), (current) => ({
            total_unread_notifications_count:
              filters.tab === "all"
                ? 0
                : Math.max(0, current.total_unread_notifications_count - current.mention_unread_notifications_count),
            mention_unread_notifications_count: 0,
          }))
        : shiftCounts(slug, delta);
      return [...markReadEdits(queryClient, slug, new Set(unread.map((n) => n.id)), readAt), counts];
    },
    errorTitle: "Couldn't mark the notifications as read",
  });
}
