import { NOTIFICATION_PREFERENCE_LABELS, type NotificationPreferenceKey } from "@hangar/contracts";
import type { MailMessage } from "../../../lib/mail";
import type { ChangeLine } from "./change-line";

/** One receiver's mail about one issue: what happened to it since the last digest. */
export type DigestMailInput = {
  to: string;
  /** e.g. "WEB-12". */
  issueKey: string;
  issueName: string;
  issueUrl: string;
  lines: ChangeLine[];
  /** A link per kind of mail this one carries; the first is the one-click List-Unsubscribe target. */
  unsubscribe: { preference: NotificationPreferenceKey; pageUrl: string; oneClickUrl: string }[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** A header's value on one line: an issue name is user-written and may hold anything. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

const plural = (n: number) => `${n} update${n === 1 ? "" : "s"}`;

function textBody(mail: DigestMailInput): string {
  const lines = mail.lines.flatMap((line) => [
    `- ${line.actor} ${line.action}${line.quote ? ":" : ""}`,
    ...(line.quote ? line.quote.split("\n").map((quoted) => `    > ${quoted}`) : []),
  ]);
  const stops = mail.unsubscribe.map((u) => `Stop mails about ${NOTIFICATION_PREFERENCE_LABELS[u.preference]}: ${u.pageUrl}`);
  return [
    `${mail.issueKey} ${mail.issueName}`,
    `Open it: ${mail.issueUrl}`,
    "",
    ...lines,
    "",
    "--",
    `You get this mail because you follow ${mail.issueKey}.`,
    ...stops,
  ].join("\n");
}

function htmlBody(mail: DigestMailInput): string {
  const items = mail.lines
    .map((line) => {
      const quote = line.quote
        ? `<blockquote style="margin:4px 0 0;padding:4px 10px;border-left:3px solid #d0d4dc;color:#333;white-space:pre-wrap">${escapeHtml(line.quote)}</blockquote>`
        : "";
      return `<li style="margin:0 0 8px"><strong>${escapeHtml(line.actor)}</strong> ${escapeHtml(line.action)}${quote}</li>`;
    })
    .join("");
  const stops = mail.unsubscribe
    .map(
      (u) =>
        `<a href="${escapeHtml(u.pageUrl)}">Stop mails about ${escapeHtml(NOTIFICATION_PREFERENCE_LABELS[u.preference])}</a>`,
    )
    .join(" · ");
  return [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:14px;color:#1f2328">`,
    `<p style="font-size:16px;margin:0 0 12px"><a href="${escapeHtml(mail.issueUrl)}" style="color:#3f76ff;text-decoration:none"><strong>${escapeHtml(mail.issueKey)}</strong> ${escapeHtml(mail.issueName)}</a></p>`,
    `<ul style="padding-left:18px;margin:0 0 16px">${items}</ul>`,
    `<p style="margin:0 0 16px"><a href="${escapeHtml(mail.issueUrl)}">Open ${escapeHtml(mail.issueKey)}</a></p>`,
    `<p style="font-size:12px;color:#6b7280;margin:0">You get this mail because you follow ${escapeHtml(mail.issueKey)}. ${stops}</p>`,
    "</body></html>",
  ].join("\n");
}

/** HTML and plain text, every user-written value escaped; headers for RFC 8058 one-click unsubscribe. */
export function renderDigestMail(mail: DigestMailInput): MailMessage {
  const first = mail.unsubscribe[0];
  return {
    to: mail.to,
    subject: oneLine(`${mail.issueKey} ${mail.issueName}: ${plural(mail.lines.length)}`),
    text: textBody(mail),
    html: htmlBody(mail),
    ...(first
      ? { headers: { "List-Unsubscribe": `<${first.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
      : {}),
  };
}
