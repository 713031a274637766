/**
 * The issue-extras contract's values and rules without its zod schemas, so the browser can load them alone
 * (../issue-extras.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
export const LINK_URL_MAX = 2048;

/**
 * What people type ("example.com/page", "localhost:3000") means https: a link without a scheme gets
 * `https://`. A leading "word:" counts as a scheme unless a digit follows it (then it is a port), so
 * "mailto:…" or "javascript:…" keep theirs and are refused by checkLinkUrl.
 */
export function normalizeLinkUrl(value: string): string {
  const url = value.trim();
  if (url === "" || /^[a-z][a-z\d+.-]*:(?!\d)/i.test(url)) return url;
  return url.startsWith("//") ? `https:${url}` : `https://${url}`;
}

/** Spec §8 messages: an unparsable URL is "Invalid URL format", any scheme but http(s) is "Invalid URL provided". */
export function checkLinkUrl(value: string): "Invalid URL format" | "Invalid URL provided" | null {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return "Invalid URL format";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "Invalid URL provided";
  if (!parsed.hostname) return "Invalid URL format";
  return null;
}

export const RELATION_TYPES = [
  "blocked_by",
  "blocking",
  "relates_to",
  "duplicate",
  "start_before",
  "start_after",
  "finish_before",
  "finish_after",
] as const;
