import type { Notification, NotificationPage, UnreadCounts } from "@hangar/contracts";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { type CacheEdit, cacheEdit } from "../../../lib/use-optimistic-mutation";
import { notificationKeys } from "../api/notification-keys";
import { belongsTo, type InboxFilters, isSnoozed } from "./inbox-filters";

export type NotificationPages = InfiniteData<NotificationPage, number>;

/** Every cached list, with the filters its key ends with. */
export function cachedLists(queryClient: QueryClient, slug: string): { queryKey: QueryKey; filters: InboxFilters }[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: notificationKeys.lists(slug) })
    .map(({ queryKey }) => ({ queryKey, filters: queryKey[queryKey.length - 1] as InboxFilters }));
}

/** The cached copy of a notification, from whichever list holds it. */
export function findCached(queryClient: QueryClient, slug: string, id: string): Notification | null {
  for (const { queryKey } of cachedLists(queryClient, slug)) {
    const data = queryClient.getQueryData<NotificationPages>(queryKey);
    for (const page of data?.pages ?? []) {
      const found = page.results.find((n) => n.id === id);
      if (found) return found;
    }
  }
  return null;
}

/** Rows of a list change; its totals move with them. */
function editRows(
  data: NotificationPages,
  change: (rows: Notification[], pageIndex: number) => Notification[],
): NotificationPages {
  const pages = data.pages.map((page, i) => ({ ...page, results: change(page.results, i) }));
  const rowCount = (list: NotificationPage[]) => list.reduce((n, page) => n + page.results.length, 0);
  const delta = rowCount(pages) - rowCount(data.pages);
  if (delta === 0 && pages.every((page, i) => page.results === data.pages[i]?.results)) return data;
  return { ...data, pages: pages.map((page) => ({ ...page, total_results: Math.max(0, page.total_results + delta) })) };
}

/**
 * A list after a notification changed (or arrived): it stays, updated, while it still belongs; it leaves
 * when it no longer does (archived, snoozed, read under "unread only"); one that now belongs and was not
 * there joins at its place by time. When the list cannot tell (sub-filters), a listed row is updated in
 * place and the server decides the rest on the next fetch.
 */
export function placeInList(filters: InboxFilters, data: NotificationPages, next: Notification): NotificationPages {
  const belongs = belongsTo(filters, next);
  const listed = data.pages.some((page) => page.results.some((n) => n.id === next.id));
  if (belongs === false) return listed ? editRows(data, (rows) => rows.filter((n) => n.id !== next.id)) : data;
  if (listed) return editRows(data, (rows) => rows.map((n) => (n.id === next.id ? next : n)));
  if (belongs === null) return data;
  // Newest first: it goes before the first loaded row that is not newer; after them all only when no page is left.
  const fits = (n: Notification) => n.created_at <= next.created_at;
  const home = data.pages.findIndex((page) => page.results.some(fits));
  const lastIndex = data.pages.length - 1;
  const target = home !== -1 ? home : data.pages[lastIndex]?.next_page_results ? -1 : lastIndex;
  if (target === -1) return data;
  return editRows(data, (rows, pageIndex) => {
    if (pageIndex !== target) return rows;
    const at = rows.findIndex(fits);
    return at === -1 ? [...rows, next] : [...rows.slice(0, at), next, ...rows.slice(at)];
  });
}

/** Whether a notification is counted as unread: unread and in the inbox (neither archived nor snoozed). */
const counted = (n: Notification) => !n.read_at && !n.archived_at && !isSnoozed(n);

/** How the unread counts move when `before` becomes `after` (either may be absent). */
export function countsDelta(before: Notification | null, after: Notification | null): UnreadCounts {
  const weight = (n: Notification | null) => (n && counted(n) ? 1 : 0);
  const mention = (n: Notification | null) => (n?.is_mentioned_notification ? weight(n) : 0);
  return {
    total_unread_notifications_count: weight(after) - weight(before),
    mention_unread_notifications_count: mention(after) - mention(before),
  };
}

export const shiftCounts = (slug: string, delta: UnreadCounts) =>
  cacheEdit<UnreadCounts>(notificationKeys.unread(slug), (counts) => ({
    total_unread_notifications_count: Math.max(
      0,
      counts.total_unread_notifications_count + delta.total_unread_notifications_count,
    ),
    mention_unread_notifications_count: Math.max(
      0,
      counts.mention_unread_notifications_count + delta.mention_unread_notifications_count,
    ),
  }));

/** The edits that move a notification from `before` to `after` in every cached list and the counts. */
export function changeEdits(queryClient: QueryClient, slug: string, before: Notification, after: Notification): CacheEdit[] {
  return [
    ...cachedLists(queryClient, slug).map(({ queryKey, filters }) =>
      cacheEdit<NotificationPages>(queryKey, (data) => placeInList(filters, data, after)),
    ),
    shiftCounts(slug, countsDelta(before, after)),
  ];
}

/** Marks these notifications read at `readAt` in every cached list (mark-all-read, here or from another screen). */
export function markReadEdits(queryClient: QueryClient, slug: string, ids: ReadonlySet<string>, readAt: string): CacheEdit[] {
  return cachedLists(queryClient, slug).map(({ queryKey, filters }) =>
    cacheEdit<NotificationPages>(queryKey, (data) => {
      const changed = editRows(data, (rows) => rows.map((n) => (ids.has(n.id) && !n.read_at ? { ...n, read_at: readAt } : n)));
      return filters.showRead ? changed : editRows(changed, (rows) => rows.filter((n) => !n.read_at));
    }),
  );
}

/** The rows a list has loaded, in order, without repeats (a live arrival can shift a row across a page edge). */
export function listedRows(data: { pages: NotificationPage[] } | undefined): Notification[] {
  const seen = new Set<string>();
  const rows: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const n of page.results) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      rows.push(n);
    }
  }
  return rows;
}
