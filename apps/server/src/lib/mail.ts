import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import { z } from "zod";
import type { SqlRunner } from "../db/client";
import { defineJob, type JobOptions, type JobRunner } from "./jobs";

const mailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** Extra header fields, e.g. List-Unsubscribe (RFC 8058) on a notification mail. */
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailMessage = z.infer<typeof mailMessage>;
export type SentMail = MailMessage & { sent_at: string; file: string | null };

/**
 * A mail as its job stores it: the address in clear (to find a failed one), the rest sealed with a key
 * from SECRET_KEY, because mails carry sign-in codes and reset links that the database otherwise keeps
 * only hashed, and finished jobs stay in the queue's tables for days.
 */
const queuedMail = z.object({ to: z.string(), sealed: z.string() });

function sealer(secretKey: string) {
  const key = createHash("sha256").update(`hangar mail queue\0${secretKey}`).digest();
  return {
    seal(message: MailMessage): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(message), "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
    },
    unseal(sealed: string): MailMessage {
      const raw = Buffer.from(sealed, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      return mailMessage.parse(JSON.parse(text));
    },
  };
}

export type Mailer = {
  readonly configured: boolean;
  /**
   * Queues the message (a `mail.send` job); it is delivered in the background and retried if that fails.
   * With `db` (a transaction's connection, lib/jobs `transactionSql`) the mail is sent only if it commits.
   */
  send(message: MailMessage, options?: { db?: SqlRunner }): Promise<void>;
  /** Hands the message to SMTP or the mail folder now; the `mail.send` job's work. */
  deliver(message: MailMessage): Promise<void>;
  /** The most recent messages this process delivered, newest last (kept small; used by tests and the dev log). */
  readonly recent: SentMail[];
};

const RECENT_LIMIT = 200;

/** Six tries over about ten minutes: an SMTP server restarting or briefly refusing does not lose a mail. */
export const MAIL_RETRY: JobOptions = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true };

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes a file under DATA_DIR/mail and a log line.
 * Sending goes through the job queue, so a request never waits on SMTP and a failed delivery is retried.
 */
export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  /** SECRET_KEY: seals the queued mail (every process sharing the queue has the same one). */
  secretKey: string;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  retry?: JobOptions;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const recent: SentMail[] = [];
  const mailDir = path.join(opts.dataDir, "mail");
  async function deliver(message: MailMessage) {
    let file: string | null = null;
    if (transport) {
      await transport.sendMail({ from: opts.from, ...message });
    } else {
      mkdirSync(mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      file = path.join(mailDir, `${Date.now()}-${safeTo}.txt`);
      const extra = Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`);
      writeFileSync(
        file,
        `To: ${message.to}\nFrom: ${opts.from}\nSubject: ${message.subject}\n${extra.join("")}\n${message.text}\n`,
      );
      opts.log.info({ to: message.to, subject: message.subject, file }, `mail: ${message.subject}\n${message.text}`);
    }
    recent.push({ ...message, sent_at: new Date().toISOString(), file });
    if (recent.length > RECENT_LIMIT) recent.splice(0, recent.length - RECENT_LIMIT);
  }
  const { seal, unseal } = sealer(opts.secretKey);
  const mailSend = defineJob("mail.send", queuedMail, ({ sealed }) => deliver(unseal(sealed)), opts.retry ?? MAIL_RETRY);
  opts.jobs.register(mailSend);
  return {
    configured: transport !== null,
    recent,
    deliver,
    async send(message, options = {}) {
      await opts.jobs.enqueue(mailSend, { to: message.to, sealed: seal(mailMessage.parse(message)) }, options);
    },
  };
}
