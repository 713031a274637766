import { NOTIFICATION_PAGE_SIZE, notificationEndpoints } from "@hangar/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { call } from "../../../lib/api";
import { filterQuery, type InboxFilters } from "../lib/inbox-filters";
import { listedRows, type NotificationPages } from "../lib/notification-cache";
import { notificationKeys } from "./notification-keys";

/**
 * The inbox under these filters, newest first, 300 a page from cursor `300:0:0` (spec §9). While another
 * filter set loads, its previous rows stay on screen.
 */
export function useNotifications(slug: string, filters: InboxFilters) {
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(slug, filters),
    enabled: Boolean(slug),
    initialPageParam: 0,
    // Another workspace's rows never stand in for this one's.
    placeholderData: (previous: NotificationPages | undefined, previousQuery) =>
      previousQuery?.queryKey[1] === slug ? previous : undefined,
    queryFn: ({ pageParam, signal }) =>
      call(notificationEndpoints.list, {
        params: { slug },
        query: {
          ...filterQuery(filters),
          per_page: NOTIFICATION_PAGE_SIZE,
          cursor: `${NOTIFICATION_PAGE_SIZE}:${pageParam}:0`,
        },
        signal,
      }),
    getNextPageParam: (last, _pages, pageParam) => (last.next_page_results ? pageParam + 1 : undefined),
  });
  const notifications = useMemo(() => listedRows(query.data), [query.data]);
  return { query, notifications };
}
