import { z } from "zod";
import {
  DATE_MESSAGE,
  DATE_RE,
  DATETIME_MESSAGE,
  EMAIL_RE,
  hasNul,
  IMAGE_URL_MESSAGE,
  isCalendarDate,
  isImageUrl,
  JSON_FIELD_MAX_BYTES,
  NUL_MESSAGE,
  URL_MAX,
} from "./domain/common";

export {
  DATE_MESSAGE,
  DATETIME_MESSAGE,
  EMAIL_RE,
  hasNul,
  IMAGE_URL_MESSAGE,
  isCalendarDate,
  isEmailAddress,
  isImageUrl,
  isOwnAssetPath,
  JSON_FIELD_MAX_BYTES,
  LONG_TEXT_MAX,
  NUL_MESSAGE,
  SHORT_TEXT_MAX,
  URL_MAX,
} from "./domain/common";

export const uuid = z.uuid();

/** The one string primitive for client input: any string but one carrying NUL. Chain trim/min/max as usual. */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((s) => !hasNul(s), NUL_MESSAGE);

/** The one date primitive (`YYYY-MM-DD`) every body and query uses. */
export const calendarDate = z.string().regex(DATE_RE, DATE_MESSAGE).refine(isCalendarDate, DATE_MESSAGE);
/** @deprecated name kept for callers; the same as `calendarDate`. */
export const isoDate = calendarDate;
/** An ISO 8601 date-time with an offset whose calendar part is a real day in years 0001–9999. */
export const isoDateTime = z.iso
  .datetime({ offset: true, message: DATETIME_MESSAGE })
  .refine((value) => isCalendarDate(value.slice(0, 10)), DATETIME_MESSAGE);

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex color like #3f76ff");
export const email = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ pattern: EMAIL_RE, message: "must be a valid email address" }));
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
