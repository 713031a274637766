/**
 * Light entry, loaded with the shell: the sidebar's unread badge and the live handler's entry. The inbox
 * screen and the code that patches its lists load on demand from `./pages`.
 */
export { notificationKeys } from "./api/notification-keys";
export { useUnreadCounts } from "./api/use-unread-counts";
export { applyNotificationEvent } from "./lib/live-notification";
