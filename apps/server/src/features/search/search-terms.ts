/** What one search string asks for, worked out once and shared by every group of results. */
export type SearchTerms = {
  /** The text as typed (trimmed): trigram similarity ranks names against it. */
  text: string;
  /** A LIKE pattern matching the text literally anywhere (case-insensitive with ILIKE). */
  pattern: string;
  /** The text's words, lower-case letters and digits only (at most MAX_WORDS). */
  words: string[];
  /** A prefix full-text query over the text's words (`w1:* & w2:*`), or null when it has none. */
  tsquery: string | null;
  /** A bare number: an issue's sequence id in any project. */
  sequenceId: number | null;
  /** `IDENT-12`: one issue of the project with that identifier. */
  key: { identifier: string; sequenceId: number } | null;
};

const KEY_RE = /^([a-z0-9]{1,12})-(\d{1,9})$/i;
const NUMBER_RE = /^#?(\d{1,9})$/;
/** Past a handful of words a query only gets slower, not better. */
const MAX_WORDS = 8;

export function parseSearch(raw: string | undefined): SearchTerms | null {
  const text = (raw ?? "").trim();
  if (!text) return null;
  // The words are letters and digits only, so the tsquery string can carry no operator of its own.
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  const number = NUMBER_RE.exec(text);
  const key = KEY_RE.exec(text);
  return {
    text,
    pattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    words,
    tsquery: words.length > 0 ? words.map((w) => `${w}:*`).join(" & ") : null,
    sequenceId: number ? Number(number[1]) : null,
    key: key ? { identifier: (key[1] as string).toUpperCase(), sequenceId: Number(key[2]) } : null,
  };
}
