import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SentMail = MailMessage & { sent_at: string; file: string | null };

export type Mailer = {
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
  /** The most recent messages of this process, newest last (kept small; used by tests and the dev log). */
  readonly recent: SentMail[];
};

const RECENT_LIMIT = 200;

/** SMTP when SMTP_URL is set; otherwise each message becomes a file under DATA_DIR/mail and a log line. */
export function createMailer(opts: { smtpUrl: string | null; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const recent: SentMail[] = [];
  const mailDir = path.join(opts.dataDir, "mail");
  return {
    configured: transport !== null,
    recent,
    async send(message) {
      let file: string | null = null;
      if (transport) {
        await transport.sendMail({ from: opts.from, ...message });
      } else {
        mkdirSync(mailDir, { recursive: true });
        const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
        file = path.join(mailDir, `${Date.now()}-${safeTo}.txt`);
        writeFileSync(file, `To: ${message.to}\nFrom: ${opts.from}\nSubject: ${message.subject}\n\n${message.text}\n`);
        opts.log.info({ to: message.to, subject: message.subject, file }, `mail: ${message.subject}\n${message.text}`);
      }
      recent.push({ ...message, sent_at: new Date().toISOString(), file });
      if (recent.length > RECENT_LIMIT) recent.splice(0, recent.length - RECENT_LIMIT);
    },
  };
}
