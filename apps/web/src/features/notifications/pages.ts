export { NotificationsPage } from "./components/notifications-page";
export { applyNotificationToCaches } from "./lib/apply-notification-event";
