import { z } from "zod";

export const uuid = z.uuid();

/**
 * PostgreSQL stores no NUL character in text or jsonb: a value carrying one fails the query. Every
 * string a client sends goes through `text()`, so it is refused with a 400 before it gets there.
 */
export const NUL_MESSAGE = "must not contain the NUL character (\\u0000)";
export const hasNul = (value: string) => value.includes("\u0000");

/** The one string primitive for client input: any string but one carrying NUL. Chain trim/min/max as usual. */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((s) => !hasNul(s), NUL_MESSAGE);

/** Longest free-text field the spec leaves unbounded: names, titles, short strings. */
export const SHORT_TEXT_MAX = 255;
/** Longest plain-text description. */
export const LONG_TEXT_MAX = 10_000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DATE_MESSAGE = "must be a valid date in YYYY-MM-DD format (years 0001 to 9999)";

/** A real calendar day from 0001-01-01 to 9999-12-31: PostgreSQL has no year 0, and 2024-02-30 is no day. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m || Number(m[1]) < 1) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The one date primitive (`YYYY-MM-DD`) every body and query uses. */
export const calendarDate = z.string().regex(DATE_RE, DATE_MESSAGE).refine(isCalendarDate, DATE_MESSAGE);
/** @deprecated name kept for callers; the same as `calendarDate`. */
export const isoDate = calendarDate;

export const DATETIME_MESSAGE = "must be an ISO 8601 date-time (years 0001 to 9999)";
/** An ISO 8601 date-time with an offset whose calendar part is a real day in years 0001–9999. */
export const isoDateTime = z.iso
  .datetime({ offset: true, message: DATETIME_MESSAGE })
  .refine((value) => isCalendarDate(value.slice(0, 10)), DATETIME_MESSAGE);

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex color like #3f76ff");
export const email = text().trim().toLowerCase().max(254).pipe(z.email("must be a valid email address"));

/** Largest serialized size of a free JSON field (logo_props, view_props, theme…). */
export const JSON_FIELD_MAX_BYTES = 8 * 1024;
const JSON_DEPTH_MAX = 10;

/** Why a free JSON value cannot be stored (NUL in a key or string, too deep), or null when it can. */
function jsonValueProblem(value: unknown, depth = 0): string | null {
  if (depth > JSON_DEPTH_MAX) return `can nest at most ${JSON_DEPTH_MAX} levels`;
  if (typeof value === "string") return hasNul(value) ? NUL_MESSAGE : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonValueProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) return NUL_MESSAGE;
      const problem = jsonValueProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * The one primitive for a client's free-form JSON object: at most 8 KB once serialized, no NUL anywhere
 * (jsonb refuses it), at most 10 levels deep.
 */
export const jsonObject = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = jsonValueProblem(value);
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return;
  }
  const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
  if (bytes > JSON_FIELD_MAX_BYTES)
    ctx.addIssue({ code: "custom", message: `can be at most ${JSON_FIELD_MAX_BYTES} bytes of JSON` });
});
export const logoProps = jsonObject;

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

/** The one primitive for an image address a client stores (avatar, cover image, logo); "" means none. */
export const imageUrl = z
  .string()
  .trim()
  .max(URL_MAX, `can be at most ${URL_MAX} characters`)
  .refine((value) => value === "" || isImageUrl(value), IMAGE_URL_MESSAGE)
  .transform((value) => (value === "" ? null : value));

/** Error bodies on the wire (DESIGN §5). */
export type ApiError = { error: string };
export type AuthErrorBody = { error_code: number; error_message: string };
