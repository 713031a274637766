/**
 * Light entry, loaded with the shell: the sidebar's unread badge and the live handler's cache updates.
 * The inbox screen loads on demand from `./pages`.
 */
export { notificationKeys } from "./api/notification-keys";
export { useUnreadCounts } from "./api/use-unread-counts";
export { applyNotificationEvent } from "./lib/apply-notification-event";
