/**
 * The common contract's values and rules without its zod schemas, so the browser can load them alone
 * (../common.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
/**
 * PostgreSQL stores no NUL character in text or jsonb: a value carrying one fails the query. Every
 * string a client sends goes through `text()`, so it is refused with a 400 before it gets there.
 */
export const NUL_MESSAGE = "must not contain the NUL character (\\u0000)";

export const hasNul = (value: string) => value.includes("\u0000");

/** Longest free-text field the spec leaves unbounded: names, titles, short strings. */
export const SHORT_TEXT_MAX = 255;

/** Longest plain-text description. */
export const LONG_TEXT_MAX = 10_000;

export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const DATE_MESSAGE = "must be a valid date in YYYY-MM-DD format (years 0001 to 9999)";

/** A real calendar day from 0001-01-01 to 9999-12-31: PostgreSQL has no year 0, and 2024-02-30 is no day. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m || Number(m[1]) < 1) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const DATETIME_MESSAGE = "must be an ISO 8601 date-time (years 0001 to 9999)";

/** Largest serialized size of a free JSON field (logo_props, view_props, theme…). */
export const JSON_FIELD_MAX_BYTES = 8 * 1024;

/**
 * An address this instance serves its own uploads from (`/api/assets/...`): plain path segments only,
 * none of them `.` or `..` and nothing percent-encoded, so it can never resolve to another route.
 */
const OWN_ASSET_PATH_RE = /^\/api\/assets\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/;

export const isOwnAssetPath = (value: string) => OWN_ASSET_PATH_RE.test(value);

export const URL_MAX = 2048;

export const IMAGE_URL_MESSAGE = "must be an http(s) URL or the address of a file uploaded here";

/** True for an absolute http(s) URL with a host, or one of this instance's upload addresses. */
export function isImageUrl(value: string): boolean {
  if (isOwnAssetPath(value)) return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters and spaces are what is refused
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
}

/**
 * What counts as an email address, the same on both sides: the server's `email` schema checks with it, and
 * the forms use it for their hint without loading the schema library.
 */
export const EMAIL_RE = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const isEmailAddress = (value: string) => EMAIL_RE.test(value);
