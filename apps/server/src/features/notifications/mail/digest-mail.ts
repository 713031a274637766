import { NOTIFICATION_PREFERENCE_LABELS, type NotificationPreferenceKey } from "@hangar/contracts";
import type { MailMessage } from "../../../lib/mail";
import type { ChangeLine } from "./change-line";

/** What a mail is about: an issue the receiver follows, or a page they were mentioned in. */
export type DigestSubject =
  | { kind: "issue" /** e.g. "WEB-12". */; key: string; name: string }
  | { kind: "page"; name: string; projectName: string };

/** One receiver's mail about one issue (what happened to it since the last digest) or one page (mentions). */
export type DigestMailInput = {
  to: string;
  about: DigestSubject;
  /** The or the page's address in the app. */
  url: string;
  lines: ChangeLine[];
  /** A link per kind of mail this one carries; the first is the one-click List-Unsubscribe target. */
  unsubscribe: { preference: NotificationPreferenceKey; pageUrl: string; oneClickUrl: string }[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** A header's value on one line: an issue's or page's name is user-written and may hold anything. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** How the mail names its issue or page, in its subject and its first line. */
const titleOf = (about: DigestSubject) =>
  about.kind === "issue" ? `${about.key} ${about.name}` : `${about.name || "Untitled"} (${about.projectName})`;

/** The subject's tail: how much happened. */
const summaryOf = (mail: DigestMailInput) =>
  mail.about.kind === "issue" ? count(mail.lines.length, "update") : count(mail.lines.length, "mention");

/** Why the receiver gets the mail, its footer's first words. */
const reasonOf = (about: DigestSubject) =>
  about.kind === "issue"
    ? `You get this mail because you follow ${about.key}.`
    : "You get this mail because you were mentioned in this page.";

const openLabel = (about: DigestSubject) => (about.kind === "issue" ? `Open ${about.key}` : "Open the page");

function textBody(mail: DigestMailInput): string {
  const lines = mail.lines.flatMap((line) => [
    `- ${line.actor} ${line.action}${line.quote ? ":" : ""}`,
    ...(line.quote ? line.quote.split("\n").map((quoted) => `    > ${quoted}`) : []),
  ]);
  const stops = mail.unsubscribe.map((u) => `Stop mails about ${NOTIFICATION_PREFERENCE_LABELS[u.preference]}: ${u.pageUrl}`);
  return [
    mail.about.kind === "issue" ? titleOf(mail.about) : `Page: ${titleOf(mail.about)}`,
    `Open it: ${mail.url}`,
    "",
    ...lines,
    "",
    "--",
    reasonOf(mail.about),
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
  const heading =
    mail.about.kind === "issue"
      ? `<strong>${escapeHtml(mail.about.key)}</strong> ${escapeHtml(mail.about.name)}`
      : `<strong>${escapeHtml(mail.about.name || "Untitled")}</strong> <span style="color:#6b7280">in ${escapeHtml(mail.about.projectName)}</span>`;
  return [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:14px;color:#1f2328">`,
    `<p style="font-size:16px;margin:0 0 12px"><a href="${escapeHtml(mail.url)}" style="color:#3f76ff;text-decoration:none">${heading}</a></p>`,
    `<ul style="padding-left:18px;margin:0 0 16px">${items}</ul>`,
    `<p style="margin:0 0 16px"><a href="${escapeHtml(mail.url)}">${escapeHtml(openLabel(mail.about))}</a></p>`,
    `<p style="font-size:12px;color:#6b7280;margin:0">${escapeHtml(reasonOf(mail.about))} ${stops}</p>`,
    "</body></html>",
  ].join("\n");
}

/** HTML and plain text, every user-written value escaped; headers for RFC 8058 one-click unsubscribe. */
export function renderDigestMail(mail: DigestMailInput): MailMessage {
  const first = mail.unsubscribe[0];
  return {
    to: mail.to,
    subject: oneLine(`${titleOf(mail.about)}: ${summaryOf(mail)}`),
    text: textBody(mail),
    html: htmlBody(mail),
    ...(first
      ? { headers: { "List-Unsubscribe": `<${first.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
      : {}),
  };
}
