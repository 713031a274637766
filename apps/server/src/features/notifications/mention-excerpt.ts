import { randomBytes } from "node:crypto";
import { stripHtml } from "../../lib/sanitize";

/** Characters of text kept on each side of the mention. */
const RADIUS = 120;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Cut at a word boundary when there is one near the cut, so the excerpt starts and ends on whole words. */
function wholeWords(text: string, cutStart: boolean, cutEnd: boolean): string {
  let out = text;
  if (cutStart) {
    const space = out.indexOf(" ");
    if (space !== -1 && space < 20) out = out.slice(space + 1);
  }
  if (cutEnd) {
    const space = out.lastIndexOf(" ");
    if (space !== -1 && out.length - space < 20) out = out.slice(0, space);
  }
  return `${cutStart ? "…" : ""}${out.trim()}${cutEnd ? "…" : ""}`;
}

/**
 * The plain text around the first mention of `userId` in rich text, e.g. "…before @ana, after…", at most
 * about 2 × RADIUS characters; null when the text does not mention them. For the mail about the mention,
 * so the reader sees what it is about before opening the page.
 */
export function mentionExcerpt(html: string, userId: string): string | null {
  // A marker no page holds (random), put where the mention is, survives the stripping of the markup.
  const marker = `hangar${randomBytes(8).toString("hex")}`;
  const mention = new RegExp(
    `<mention-component\\b[^>]*\\bentity_identifier="${escapeRegExp(userId)}"[^>]*>(?:[^<]*</mention-component>)?`,
    "i",
  );
  let found = false;
  const marked = html.replace(mention, (tag) => {
    found = true;
    const label = /\blabel="([^"]*)"/i.exec(tag)?.[1] ?? "";
    return `${marker}@${label}`;
  });
  if (!found) return null;
  const text = stripHtml(marked);
  const at = text.indexOf(marker);
  if (at === -1) return null;
  const plain = text.replace(marker, "");
  const start = Math.max(0, at - RADIUS);
  const end = Math.min(plain.length, at + RADIUS);
  return wholeWords(plain.slice(start, end), start > 0, end < plain.length);
}
