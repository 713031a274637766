import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import {
  markAllReadBody,
  notificationListQuery,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unreadCountsSchema,
  updateNotificationBody,
  updateNotificationPreferencesBody,
} from "../notification";

const notifications = "/api/workspaces/:slug/users/notifications";
/** Every member, guests too: each sees only their own notifications, of issues they may still read. */
const anyMember = { workspace: ROLE.GUEST } as const;

/** The caller's inbox and mail preferences (spec §7 Notifications). Each entry: packages/contracts/src/endpoint.ts. */
export const notificationEndpoints = {
  list: endpoint({
    method: "GET",
    path: `${notifications}/`,
    access: anyMember,
    query: notificationListQuery,
    response: notificationPageSchema,
    summary: "The caller's notifications in this workspace, newest first, 300 per page",
  }),
  unreadCounts: endpoint({
    method: "GET",
    path: `${notifications}/unread/`,
    access: anyMember,
    response: unreadCountsSchema,
    summary: "How many of the caller's notifications are unread, and how many of those are mentions",
  }),
  update: endpoint({
    method: "PATCH",
    path: `${notifications}/:id/`,
    access: anyMember,
    body: updateNotificationBody,
    response: notificationSchema,
    summary: "Mark read or unread, snooze or wake one of the caller's notifications",
  }),
  markRead: endpoint({
    method: "POST",
    path: `${notifications}/:id/read/`,
    access: anyMember,
    response: notificationSchema,
    summary: "Mark one notification read",
  }),
  markUnread: endpoint({
    method: "DELETE",
    path: `${notifications}/:id/read/`,
    access: anyMember,
    response: notificationSchema,
    summary: "Mark one notification unread",
  }),
  archive: endpoint({
    method: "POST",
    path: `${notifications}/:id/archive/`,
    access: anyMember,
    response: notificationSchema,
    summary: "Archive one notification",
  }),
  unarchive: endpoint({
    method: "DELETE",
    path: `${notifications}/:id/archive/`,
    access: anyMember,
    response: notificationSchema,
    summary: "Bring one notification back from the archive",
  }),
  markAllRead: endpoint({
    method: "POST",
    path: `${notifications}/mark-all-read/`,
    access: anyMember,
    body: markAllReadBody,
    response: noContent,
    status: 204,
    summary: "Mark read every notification the inbox shows under these filters",
  }),
  preferences: endpoint({
    method: "GET",
    path: "/api/users/me/notification-preferences/",
    access: "signed-in",
    response: notificationPreferencesSchema,
    summary: "Which kinds of activity the caller gets by mail",
  }),
  updatePreferences: endpoint({
    method: "PATCH",
    path: "/api/users/me/notification-preferences/",
    access: "signed-in",
    body: updateNotificationPreferencesBody,
    response: notificationPreferencesSchema,
    summary: "Choose which kinds of activity the caller gets by mail",
  }),
};
