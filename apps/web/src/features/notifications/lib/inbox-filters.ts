import { NOTIFICATION_TYPES, type Notification, type NotificationListQuery, type NotificationType } from "@hangar/contracts";

export type InboxTab = "all" | "mentions";
/** The inbox proper, or only what was snoozed, or only what was archived (spec §4: one or the other). */
export type InboxView = "inbox" | "snoozed" | "archived";

/** What the screen shows: a tab, the sub-filters, whether read ones stay, and which pile. */
export type InboxFilters = {
  tab: InboxTab;
  types: NotificationType[];
  showRead: boolean;
  view: InboxView;
};

export const DEFAULT_INBOX_FILTERS: InboxFilters = { tab: "all", types: [], showRead: true, view: "inbox" };

export const TYPE_LABELS: Record<NotificationType, string> = {
  assigned: "Assigned to me",
  created: "Created by me",
  subscribed: "Subscribed by me",
};

/** The list endpoint's query for these filters (spec §5: `read` filters only when true, hiding read ones). */
export function filterQuery(filters: InboxFilters): Omit<NotificationListQuery, "per_page" | "cursor"> {
  return {
    ...(filters.types.length > 0 && { type: filters.types.join(",") }),
    ...(filters.view === "snoozed" && { snoozed: "true" as const }),
    ...(filters.view === "archived" && { archived: "true" as const }),
    ...(!filters.showRead && { read: "true" as const }),
    ...(filters.tab === "mentions" && { mentioned: "true" as const }),
  };
}

/** Mark-all-read's body: what the inbox shows under the same filters. */
export function markAllReadFilters(filters: InboxFilters) {
  return {
    ...(filters.types.length > 0 && { type: filters.types }),
    ...(filters.view === "snoozed" && { snoozed: true }),
    ...(filters.view === "archived" && { archived: true }),
    ...(filters.tab === "mentions" && { mentioned: true }),
  };
}

export const isSnoozed = (n: Pick<Notification, "snoozed_till">, now = Date.now()) =>
  n.snoozed_till !== null && new Date(n.snoozed_till).getTime() > now;

/**
 * Whether a notification belongs on a list with these filters, as far as the notification itself can
 * tell; `null` when it cannot (the sub-filters depend on the assignees, creator and followers,
 * which a notification does not carry), and the list must ask the server again.
 */
export function belongsTo(filters: InboxFilters, n: Notification, now = Date.now()): boolean | null {
  if (filters.tab === "mentions" && !n.is_mentioned_notification) return false;
  if (!filters.showRead && n.read_at) return false;
  const archived = n.archived_at !== null;
  const snoozed = isSnoozed(n, now);
  if (filters.view === "archived" && !archived) return false;
  // The archive shows snoozed ones too; the snoozed pile leaves archived ones out (as the server lists them).
  if (filters.view === "snoozed" && (!snoozed || archived)) return false;
  if (filters.view === "inbox" && (archived || snoozed)) return false;
  return filters.types.length > 0 ? null : true;
}

/** Reads the filters from the URL (`?tab=mentions&type=assigned,created&unread=1&view=snoozed`). */
export function filtersFromSearch(params: URLSearchParams): InboxFilters {
  const types = (params.get("type") ?? "")
    .split(",")
    .filter((t): t is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(t));
  const view = params.get("view");
  return {
    tab: params.get("tab") === "mentions" ? "mentions" : "all",
    types: NOTIFICATION_TYPES.filter((t) => types.includes(t)),
    showRead: params.get("unread") !== "1",
    view: view === "snoozed" || view === "archived" ? view : "inbox",
  };
}

/** Writes the filters into the URL, leaving other parameters (the peek) as they are; defaults are left out. */
export function withFilters(params: URLSearchParams, filters: InboxFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set("tab", filters.tab === "mentions" ? "mentions" : null);
  set("type", filters.types.length > 0 ? filters.types.join(",") : null);
  set("unread", filters.showRead ? null : "1");
  set("view", filters.view === "inbox" ? null : filters.view);
  return next;
}
