import { notificationEndpoints as endpoints } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import type { App } from "../../lib/types";
import { fanOutRunner } from "./fanout-runner";
import * as service from "./notifications.service";

/**
 * The caller's inbox: declared in packages/contracts/src/endpoints/notifications.ts. Every member, guests
 * too, sees and changes only their own notifications. (The mail preferences of the same table are served
 * by their own feature.) The fan-outs that changes record run here, after their commit.
 */
export async function notificationRoutes(app: App) {
  const db = app.db;
  fanOutRunner(app);
  serve(app, endpoints.list, ({ access, query }) => service.listNotifications(db, access, query));
  serve(app, endpoints.unreadCounts, ({ access }) => service.getUnreadCounts(db, access));
  serve(app, endpoints.update, ({ access, params, body }) => service.updateNotification(db, access, params.id, body));
  serve(app, endpoints.markRead, ({ access, params }) => service.markRead(db, access, params.id));
  serve(app, endpoints.markUnread, ({ access, params }) => service.markUnread(db, access, params.id));
  serve(app, endpoints.archive, ({ access, params }) => service.archive(db, access, params.id));
  serve(app, endpoints.unarchive, ({ access, params }) => service.unarchive(db, access, params.id));
  serve(app, endpoints.markAllRead, ({ access, body }) => service.markAllRead(db, access, body));
}
