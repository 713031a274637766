import { notificationEndpoints, notificationMailEndpoints } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { mailDigestJob } from "./digest.job";
import { getPreferences, updatePreferences } from "./preferences.service";
import { unsubscribe, unsubscribeState } from "./unsubscribe.service";

/**
 * Notification mail: the caller's preferences (declared with the inbox in contracts' notifications.ts),
 * the unsubscribe link of the mails (notification-mail.ts), and the scheduled digest job that sends them.
 */
export async function notificationMailRoutes(app: App) {
  const { db, env } = app;
  serve(app, notificationEndpoints.preferences, ({ user }) => getPreferences(db, user.id));
  serve(app, notificationEndpoints.updatePreferences, ({ user, body }) => updatePreferences(db, user.id, body));
  serve(app, notificationMailEndpoints.unsubscribeState, ({ query }) => unsubscribeState(db, env.secretKey, query.token));
  serve(app, notificationMailEndpoints.unsubscribe, ({ query }) => unsubscribe(db, env.secretKey, query.token));
  app.jobs.register(mailDigestJob(app));
}
