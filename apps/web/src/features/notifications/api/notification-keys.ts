import { queryKeys } from "../../../lib/query-keys";
import type { InboxFilters } from "../lib/inbox-filters";

/**
 * The caller's notifications in a workspace: every filtered list and the unread counts sit under one
 * prefix, so a resync or a change refreshes them together. A list key ends with its filters.
 */
export const notificationKeys = {
  all: (slug: string) => [...queryKeys.workspace(slug), "notifications"] as const,
  lists: (slug: string) => [...queryKeys.workspace(slug), "notifications", "list"] as const,
  list: (slug: string, filters: InboxFilters) => [...queryKeys.workspace(slug), "notifications", "list", filters] as const,
  unread: (slug: string) => [...queryKeys.workspace(slug), "notifications", "unread"] as const,
};
