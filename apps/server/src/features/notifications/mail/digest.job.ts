import { z } from "zod";
import { defineJob } from "../../../lib/jobs";
import type { App } from "../../../lib/types";
import { runMailDigest } from "./digest.service";

export const MAIL_DIGEST_JOB = "notifications.mail-digest";

/** NOTIFICATION_DIGEST_MINUTES as a cron schedule (env.ts allows only values one can express); 0: none. */
export function digestCron(minutes: number): string | undefined {
  if (minutes <= 0) return undefined;
  if (minutes < 60) return `*/${minutes} * * * *`;
  return minutes >= 1440 ? "0 0 * * *" : `0 */${minutes / 60} * * *`;
}

/**
 * The mail digest as a scheduled job: pg-boss enqueues it on the cron from one process, and whichever
 * process fetches it runs it. A run that fails is retried; it mails only what it marks, so a retry (or a
 * second run at once) mails nothing twice.
 */
export function mailDigestJob(app: App) {
  return defineJob(
    MAIL_DIGEST_JOB,
    z.object({}),
    async () => {
      const { considered, mailed } = await runMailDigest({
        db: app.db,
        mailer: app.mailer,
        appOrigin: app.env.appOrigin,
        secretKey: app.env.secretKey,
      });
      if (considered > 0)
        app.log.info({ job: MAIL_DIGEST_JOB, considered, mailed }, `notification mail: ${mailed} mail(s) queued`);
    },
    { cron: digestCron(app.env.notificationDigestMinutes), retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true },
  );
}
